import type { DesignerTemplate } from '../../../schemas/api/designer.ts'
import {
  PAGE_STATE_LABELS,
  formatChangeTime,
  isPage,
  pageKindLabel,
  pageState,
  storefrontPath,
  type PageGroup,
} from './page-info.ts'

export interface PageTableProps {
  group: PageGroup
  pages: DesignerTemplate[]
  /** The row an action is running for (its buttons wait). */
  busyId: number | null
  onEdit: (template: DesignerTemplate) => void
  onRename: (template: DesignerTemplate) => void
  onDuplicate: (template: DesignerTemplate) => void
  onDelete: (template: DesignerTemplate) => void
}

const EMPTY_NOTES: Record<string, string> = {
  custom: '还没有自定义页，点击右上角的「新建页面」创建一个。',
  product: '还没有商品页，新建页面时选择「商品页」并填写页面路径。',
}

/** One group of the page list (首页, 页头页尾, 自定义页, 商品页). */
export function PageTable({ group, pages, busyId, onEdit, onRename, onDuplicate, onDelete }: PageTableProps) {
  const titleId = `dz-group-${group.key}`
  return (
    <section className="dz-group" aria-labelledby={titleId}>
      <div className="dz-group__head">
        <h2 id={titleId} className="dz-group__title">
          {group.title}
        </h2>
        <span className="dz-group__count">{pages.length}</span>
        <span className="dz-group__note">{group.note}</span>
      </div>
      {pages.length === 0 ? (
        <p className="dz-group__empty">{EMPTY_NOTES[group.key] ?? '暂无页面'}</p>
      ) : (
        <table className="dz-table">
          <thead>
            <tr>
              <th scope="col">页面标题</th>
              <th scope="col" className="dz-table__address-col">
                访问地址
              </th>
              <th scope="col" className="dz-table__state-col">
                状态
              </th>
              <th scope="col" className="dz-table__version-col">
                版本
              </th>
              <th scope="col" className="dz-table__time-col">
                最后修改
              </th>
              <th scope="col" className="dz-table__actions-col">
                操作
              </th>
            </tr>
          </thead>
          <tbody>
            {pages.map((template) => (
              <PageRow
                key={template.id}
                template={template}
                busy={busyId === template.id}
                onEdit={onEdit}
                onRename={onRename}
                onDuplicate={onDuplicate}
                onDelete={onDelete}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

interface PageRowProps extends Omit<PageTableProps, 'group' | 'pages' | 'busyId'> {
  template: DesignerTemplate
  busy: boolean
}

function PageRow({ template, busy, onEdit, onRename, onDuplicate, onDelete }: PageRowProps) {
  const page = isPage(template)
  const path = storefrontPath(template)
  const state = pageState(template)
  const kind = pageKindLabel(template.page_name)
  const title = template.template_title || kind
  return (
    <tr className="dz-table__row" aria-busy={busy || undefined}>
      <td>
        <div className="dz-table__name">
          <button type="button" className="dz-table__name-link" onClick={() => onEdit(template)}>
            {title}
          </button>
          {title !== kind && <span className="dz-table__kind">{kind}</span>}
        </div>
      </td>
      <td>{path ? <code className="dz-table__path">{path}</code> : <span className="dz-muted">全站所有页面</span>}</td>
      <td>
        <span className={`dz-badge dz-badge--${state}`}>{PAGE_STATE_LABELS[state]}</span>
      </td>
      <td className="dz-table__num">v{template.version}</td>
      <td className="dz-table__num">{formatChangeTime(template.updated_at)}</td>
      <td>
        <div className="dz-row-actions" role="group" aria-label={`${title} 的操作`}>
          <button type="button" className="dz-link dz-link--strong" disabled={busy} onClick={() => onEdit(template)}>
            编辑
          </button>
          {template.published && template.url && (
            <a className="dz-link" href={template.url} target="_blank" rel="noopener noreferrer">
              查看页面
            </a>
          )}
          {page && (
            <button type="button" className="dz-link" disabled={busy} onClick={() => onRename(template)}>
              重命名
            </button>
          )}
          {page && (
            <button type="button" className="dz-link" disabled={busy} onClick={() => onDuplicate(template)}>
              复制
            </button>
          )}
          {template.deletable && (
            <button
              type="button"
              className="dz-link dz-link--danger"
              disabled={busy}
              onClick={() => onDelete(template)}
            >
              删除
            </button>
          )}
        </div>
      </td>
    </tr>
  )
}
