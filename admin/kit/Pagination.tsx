/** 共 N 条 with previous/next and the page number, under a table. */
export function Pagination({
  page,
  pageSize,
  total,
  onChange,
}: {
  page: number
  pageSize: number
  total: number
  onChange: (page: number) => void
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  return (
    <nav className="ac-pager" aria-label="分页">
      <span>共 {total} 条</span>
      <button type="button" className="dz-btn" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        上一页
      </button>
      <span aria-current="page">
        第 {page} / {pages} 页
      </span>
      <button type="button" className="dz-btn" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        下一页
      </button>
    </nav>
  )
}
