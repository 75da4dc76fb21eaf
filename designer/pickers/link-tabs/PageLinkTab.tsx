import { useEffect, useState } from 'react'
import type { DesignerTemplate } from '../../../schemas/api/designer.ts'
import type { LinkData } from '../../../schemas/link.ts'
import { designerApi } from '../../api/client.ts'
import { pageLink } from '../link-kinds.ts'
import { PickerStatus } from '../PickerStatus.tsx'

/** 自定义页面 tab: the shop's custom pages (/custompage?pageid=). */
export function PageLinkTab({ value, onPick }: { value: LinkData | null; onPick: (link: LinkData) => void }) {
  const [state, setState] = useState<{ pages: DesignerTemplate[]; loading: boolean; error: string | null }>({
    pages: [],
    loading: true,
    error: null,
  })
  useEffect(() => {
    let current = true
    designerApi.templates().then(
      (answer) =>
        current &&
        setState({ pages: answer.list.filter((page) => page.page_name === 'custom'), loading: false, error: null }),
      (error: unknown) =>
        current && setState({ pages: [], loading: false, error: error instanceof Error ? error.message : '加载失败' }),
    )
    return () => {
      current = false
    }
  }, [])
  const pickedId = value?.linkPage === 'page' ? String(value.theme_pc_template_id ?? '') : ''
  return (
    <div className="dzp-picker">
      <PickerStatus
        loading={state.loading}
        error={state.error}
        empty={state.pages.length === 0}
        emptyText="还没有自定义页面"
      />
      <div className="dzp-rows" role="radiogroup" aria-label="自定义页面">
        {state.pages.map((page) => {
          const picked = String(page.theme_pc_template_id) === pickedId
          return (
            <button
              key={page.id}
              type="button"
              role="radio"
              aria-checked={picked}
              aria-label={page.template_title}
              className={`dzp-row${picked ? ' is-picked' : ''}`}
              onClick={() => onPick(pageLink(page))}
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
            </button>
          )
        })}
      </div>
    </div>
  )
}
