import type { Http } from '../../../api/http.ts'
import { listFootprints, type Footprint } from '../../../api/member.ts'
import { keepPageInRange, listHref, pageParam, type ListPage } from '../coupon/page-param.ts'
import { requireMember } from '../../../features/member/require-member.ts'
import { now } from '../../../../schemas/time.ts'

export const FOOTTRACE_PATH = '/member/foottrace'
/** Five cards a row, six rows a page. */
export const FOOTTRACE_PAGE_SIZE = 30

export interface FoottraceData extends ListPage<Footprint> {
  /** Unix seconds when the page was read: 今天 and 昨天 are judged from it. */
  now: number
}

export const foottraceHref = (page: number) => listHref(FOOTTRACE_PATH, { page })

/** 我的足迹: one page of the goods the member viewed, most recent first. */
export async function loadFoottrace(http: Http, request: Request): Promise<FoottraceData> {
  requireMember(request)
  const page = pageParam(new URL(request.url))
  const result = await listFootprints(http, { page_no: page, page_size: FOOTTRACE_PAGE_SIZE })
  keepPageInRange(page, result.total, FOOTTRACE_PAGE_SIZE, foottraceHref)
  return { page, list: result.list, total: result.total, now: now() }
}
