import { redirect } from 'react-router-dom'
import type { Http } from '../../api/http.ts'
import { getMemberPoint, getPointItems, type PointItemCard } from '../../api/pointitems.ts'
import { pageCountOf } from '../../components/pagination/page-window.ts'
import { requestIsLoggedIn } from '../../lib/request-session.ts'
import { POINTS_PAGE_SIZE, parsePointsQuery, pointsHref, type PointsQuery } from './points-query.ts'

export interface PointsListData {
  query: PointsQuery
  list: PointItemCard[]
  total: number
  /** The member's balance; null for guests (and when it cannot be read, which must not break the list). */
  balance: number | null
}

/** One page of points goods and, for a member, the balance. A page past the end goes to the last page. */
export async function loadPointsList(http: Http, request: Request): Promise<PointsListData> {
  const query = parsePointsQuery(new URL(request.url).searchParams)
  const [result, balance] = await Promise.all([
    getPointItems(http, { page: query.page, pageSize: POINTS_PAGE_SIZE, sort: query.sort }),
    requestIsLoggedIn(request) ? getMemberPoint(http).catch(() => null) : null,
  ])
  const lastPage = pageCountOf(result.total_count, POINTS_PAGE_SIZE)
  if (lastPage > 0 && query.page > lastPage) throw redirect(pointsHref({ ...query, page: lastPage }))
  return { query, list: result.list, total: result.total_count, balance }
}
