import { useState } from 'react'
import type { Paged } from '../api/client.ts'
import { useLoaded } from './useLoaded.ts'

export interface PagedList<T> {
  list: T[]
  total: number
  page: number
  loading: boolean
  /** The server's Chinese message when the last load failed. */
  error: string | null
  setPage: (page: number) => void
}

/**
 * One page of a picker's rows for the filter named by `filterKey`. A new filter starts again at
 * page 1; an answer arriving after a newer request is dropped, so fast typing never shows stale
 * rows. `load` reads the filter from its closure and is called only when the key or page changes.
 */
export function usePagedList<T>(
  load: (page: number) => Promise<Paged<T>>,
  filterKey: string,
  enabled = true,
): PagedList<T> {
  const [paging, setPaging] = useState({ key: filterKey, page: 1 })
  const page = paging.key === filterKey ? paging.page : 1
  const empty: Paged<T> = { list: [], total_count: 0 }
  const { value, loading, error } = useLoaded(() => load(page), empty, JSON.stringify([filterKey, page]), enabled)

  return {
    list: value.list,
    total: value.total_count,
    loading,
    error,
    page,
    setPage: (next: number) => setPaging({ key: filterKey, page: next }),
  }
}
