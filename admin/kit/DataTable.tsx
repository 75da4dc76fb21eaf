import type { ReactNode } from 'react'

export interface Column<Row> {
  key: string
  header: string
  cell: (row: Row) => ReactNode
  /** Right-aligned figures (amounts, counts). */
  numeric?: boolean
  width?: number
}

/**
 * A dense list: a header row, one row per item, and what to say while loading, after a failure
 * (with 重试) and when nothing matches.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  error,
  onRetry,
  empty = '暂无数据',
}: {
  caption: string
  columns: Column<Row>[]
  rows: Row[] | undefined
  rowKey: (row: Row) => string | number
  loading: boolean
  error: string
  onRetry: () => void
  empty?: string
}) {
  const status = error ? null : loading && !rows ? '正在加载…' : rows && rows.length === 0 ? empty : null
  return (
    <div className="ac-table-wrap" aria-busy={loading}>
      <table className="ac-table">
        <caption className="mf-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.numeric ? 'ac-num' : undefined}
                style={column.width ? { width: column.width } : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {!error &&
            rows?.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={column.numeric ? 'ac-num' : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
        </tbody>
      </table>
      {error && (
        <div className="ac-table-note" role="alert">
          {error}
          <button type="button" className="dz-btn" onClick={onRetry}>
            重试
          </button>
        </div>
      )}
      {status && (
        <p className="ac-table-note" role="status">
          {status}
        </p>
      )}
    </div>
  )
}
