import { redirect } from 'react-router-dom'
import { pageCountOf } from '../../../components/pagination/page-window.ts'

/** One page of a member list, with how many entries the list holds in all. */
export interface ListPage<T> {
  page: number
  list: T[]
  total: number
}

/** The 1-based page of a list's address (?page=2); anything else is page 1. */
export function pageParam(url: URL): number {
  const page = Number(url.searchParams.get('page'))
  return Number.isSafeInteger(page) && page >= 1 ? page : 1
}

/** A list's address with its query; empty values and page 1 stay out of it. */
export function listHref(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || (key === 'page' && Number(value) <= 1)) continue
    params.set(key, String(value))
  }
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

/** A page past the end of a list goes to its last page (a thrown redirect); an empty list stays. */
export function keepPageInRange(page: number, total: number, pageSize: number, href: (page: number) => string): void {
  const lastPage = pageCountOf(total, pageSize)
  if (lastPage > 0 && page > lastPage) throw redirect(href(lastPage))
}
