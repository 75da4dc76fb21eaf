import type { PageQuery } from '../../schemas/api/paging.ts'

export interface Page {
  page: number
  pageSize: number
  offset: number
}

export function toPage(query: PageQuery, defaultSize = 18, maxSize = 100): Page {
  const page = query.page ?? query.page_no ?? 1
  const pageSize = Math.min(query.pageSize ?? query.page_size ?? defaultSize, maxSize)
  return { page, pageSize, offset: (page - 1) * pageSize }
}
