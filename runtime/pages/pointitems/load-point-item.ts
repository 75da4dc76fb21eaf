import { ApiError } from '../../api/api-error.ts'
import type { Http } from '../../api/http.ts'
import { getPointItem, type PointItemDetail } from '../../api/pointitems.ts'
import { notFound } from '../../routing/params.ts'

/** One points good; an id the mall does not know shows the 404 page. */
export async function loadPointItem(http: Http, id: number): Promise<PointItemDetail> {
  try {
    return await getPointItem(http, id)
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound()
    throw error
  }
}
