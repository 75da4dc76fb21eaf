import type { Paged } from '../api.ts'
import { DataTable, type Column } from './DataTable.tsx'
import { Pagination } from './Pagination.tsx'
import type { Remote } from './use-remote.ts'

/** A page of a server-paged list (a `useRemote` answer) and the pager under it. */
export function PagedTable<Row>({
  caption,
  columns,
  remote,
  rowKey,
  empty,
  page,
  pageSize,
  onPage,
}: {
  caption: string
  columns: Column<Row>[]
  remote: Remote<Paged<Row>>
  rowKey: (row: Row) => string | number
  empty: string
  page: number
  pageSize: number
  onPage: (page: number) => void
}) {
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={remote.data?.list}
        rowKey={rowKey}
        loading={remote.loading}
        error={remote.error}
        onRetry={remote.reload}
        empty={empty}
      />
      <Pagination page={page} pageSize={pageSize} total={remote.data?.total_count ?? 0} onChange={onPage} />
    </>
  )
}
