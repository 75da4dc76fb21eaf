import { useEffect, useState } from 'react'
import type { Paged } from '../api/client.ts'

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
  const [state, setState] = useState<{ list: T[]; total: number; loading: boolean; error: string | null }>({
    list: [],
    total: 0,
    loading: false,
    error: null,
  })

  // biome-ignore lint/correctness/useExhaustiveDependencies: load is a new closure every render; the filter key stands for what it reads.
  useEffect(() => {
    if (!enabled) return
    let current = true
    setState((previous) => ({ ...previous, loading: true, error: null }))
    load(page).then(
      (answer) => current && setState({ list: answer.list, total: answer.total_count, loading: false, error: null }),
      (error: unknown) =>
        current &&
        setState({ list: [], total: 0, loading: false, error: error instanceof Error ? error.message : '加载失败' }),
    )
    return () => {
      current = false
    }
  }, [filterKey, page, enabled])

  return { ...state, page, setPage: (next: number) => setPaging({ key: filterKey, page: next }) }
}
