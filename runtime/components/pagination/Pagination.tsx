import { Link } from 'react-router-dom'
import { clampPage, pageCountOf, pageWindow } from './page-window.ts'
import './pagination.css'

interface PaginationCommon {
  /** 1-based page being shown; a page past the last one is shown as the last page. */
  current: number
  /** Total number of rows; while it is 0 (unknown or empty) nothing is rendered. */
  total: number
  pageSize?: number
}

/** Either buttons calling `onChange`, or links built by `pageHref` (crawlable list pages). */
export type PaginationProps = PaginationCommon &
  ({ onChange: (page: number) => void; pageHref?: never } | { pageHref: (page: number) => string; onChange?: never })

interface Control {
  page: number
  label: string
  text: string
  kind: 'prev' | 'page' | 'next'
}

/** Pager with 上一页 / 下一页 around a sliding window of page buttons (spec 2.8, 4, 9). */
export function Pagination(props: PaginationProps) {
  const { total, pageSize = 10 } = props
  const pageCount = pageCountOf(total, pageSize)
  if (pageCount <= 1) return null
  const current = clampPage(props.current, pageCount)

  const controls: Control[] = [
    { page: current - 1, label: '上一页', text: '上一页', kind: 'prev' },
    ...pageWindow(current, pageCount).map(
      (page): Control => ({ page, label: `第${page}页`, text: String(page), kind: 'page' }),
    ),
    { page: current + 1, label: '下一页', text: '下一页', kind: 'next' },
  ]

  const render = ({ page, label, text, kind }: Control) => {
    const isCurrent = kind === 'page' && page === current
    const className = `mf-pagination__item mf-pagination__item--${kind}${isCurrent ? ' is-current' : ''}`
    const common = { className, 'aria-label': label, 'aria-current': isCurrent ? ('page' as const) : undefined }
    if (page < 1 || page > pageCount) {
      return (
        <button key={kind} type="button" {...common} disabled>
          {text}
        </button>
      )
    }
    if (props.pageHref) {
      return (
        <Link key={`${kind}-${page}`} to={props.pageHref(page)} {...common}>
          {text}
        </Link>
      )
    }
    const { onChange } = props
    return (
      <button
        key={`${kind}-${page}`}
        type="button"
        {...common}
        onClick={() => {
          if (!isCurrent) onChange(page)
        }}
      >
        {text}
      </button>
    )
  }

  return (
    <nav className="mf-pagination" aria-label="分页">
      {controls.map(render)}
      <span className="mf-pagination__summary">
        共 <b>{pageCount}</b> 页
      </span>
    </nav>
  )
}
