/** What a picker list shows instead of rows: loading, the server's error, or nothing found. */
export function PickerStatus({
  loading,
  error,
  empty,
  emptyText = '暂无数据',
}: {
  loading: boolean
  error: string | null
  empty: boolean
  emptyText?: string
}) {
  if (error)
    return (
      <p className="dzp-picker-status dzp-picker-status--error" role="alert">
        {error}
      </p>
    )
  if (loading)
    return (
      <p className="dzp-picker-status" role="status">
        加载中…
      </p>
    )
  if (empty) return <p className="dzp-picker-status">{emptyText}</p>
  return null
}
