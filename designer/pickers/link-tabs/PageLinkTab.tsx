import type { LinkData } from '../../../schemas/link.ts'
import { designerApi } from '../../api/client.ts'
import { pageLink } from '../link-kinds.ts'
import { PickRow, PickerRows } from '../PickerRows.tsx'
import { useLoaded } from '../useLoaded.ts'

const customPages = () =>
  designerApi.templates().then((answer) => answer.list.filter((page) => page.page_name === 'custom'))

/** 自定义页面 tab: the shop's custom pages (/custompage?pageid=). */
export function PageLinkTab({ value, onPick }: { value: LinkData | null; onPick: (link: LinkData) => void }) {
  const pages = useLoaded(customPages, [], 'custom-pages')
  const pickedId = value?.linkPage === 'page' ? String(value.theme_pc_template_id ?? '') : ''
  return (
    <div className="dzp-picker">
      <PickerRows state={pages} emptyText="还没有自定义页面" label="自定义页面">
        {pages.value.map((page) => (
          <PickRow
            key={page.id}
            picked={String(page.theme_pc_template_id) === pickedId}
            label={page.template_title}
            onPick={() => onPick(pageLink(page))}
          >
            <span className="dzp-row__main">
              <span className="dzp-row__title">{page.template_title}</span>
              <span className="dzp-row__meta">
                <span>/custompage?pageid={page.theme_pc_template_id}</span>
                {page.published ? (
                  <span className="dzp-badge dzp-badge--ok">已发布</span>
                ) : (
                  <span className="dzp-badge">未发布</span>
                )}
              </span>
            </span>
          </PickRow>
        ))}
      </PickerRows>
    </div>
  )
}
