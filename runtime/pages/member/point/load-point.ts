import type { Http } from '../../../api/http.ts'
import { getPointSummary, listPointLogs, type PointLog, type PointSummary } from '../../../api/member.ts'
import { requireMember } from '../../../features/member/require-member.ts'
import { keepPageInRange, listHref, pageParam } from '../coupon/page-param.ts'

export const POINT_PATH = '/member/point'
export const POINT_PAGE_SIZE = 10

export interface PointData {
  summary: PointSummary
  page: number
  logs: PointLog[]
  total: number
}

export const pointListHref = (page: number) => listHref(POINT_PATH, { page })

/** 我的积分: the balance with the rule, and one page of the ledger (?page=2), newest first. */
export async function loadPoint(http: Http, request: Request): Promise<PointData> {
  requireMember(request)
  const page = pageParam(new URL(request.url))
  const [summary, ledger] = await Promise.all([
    getPointSummary(http),
    listPointLogs(http, { page_no: page, page_size: POINT_PAGE_SIZE }),
  ])
  keepPageInRange(page, ledger.total, POINT_PAGE_SIZE, pointListHref)
  return { summary, page, logs: ledger.list, total: ledger.total }
}
