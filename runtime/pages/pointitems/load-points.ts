import { redirect } from 'react-router-dom'
import type { Http } from '../../api/http.ts'
import { getPointItems, type PointItemCard } from '../../api/pointitems.ts'
import { pageCountOf } from '../../components/pagination/page-window.ts'
import { POINTS_PAGE_SIZE, parsePointsQuery, pointsHref, type PointsQuery } from './points-query.ts'

export interface PointsListData {
  query: PointsQuery
  list: PointItemCard[]
  total: number
}

/**
 * One page of points goods; a page past the end goes to the last page. The member's balance comes
 * with the personal call after load (the page is shared by every member of an audience).
 */
export async function loadPointsList(http: Http, request: Request): Promise<PointsListData> {
  const query = parsePointsQuery(new URL(request.url).searchParams)
  const result = await getPointItems(http, { page: query.page, pageSize: POINTS_PAGE_SIZE, sort: query.sort })
  const lastPage = pageCountOf(result.total_count, POINTS_PAGE_SIZE)
  if (lastPage > 0 && query.page > lastPage) throw redirect(pointsHref({ ...query, page: lastPage }))
  return { query, list: result.list, total: result.total_count }
}
