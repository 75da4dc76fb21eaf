import type { Personal, PersonalQuery } from '../../schemas/api/personal.ts'
import type { Http } from './http.ts'
import { call } from './call.ts'

export type { Personal, PersonalQuery }

/**
 * The member's own parts of the page (greeting, cart badge, points, held coupons, collected
 * marks) in one call after load; shared pages are rendered per audience and hold none of them.
 * Silent: these parts are decoration, a failure leaves their placeholders.
 */
export function getPersonal(http: Http, query: PersonalQuery): Promise<Personal> {
  return call(http, 'GET /member/personal', query, { silent: true })
}
