import { redirect } from 'react-router-dom'
import { listAddresses, type Address } from '../../../api/address.ts'
import { ApiError } from '../../../api/api-error.ts'
import type { CheckoutPreview } from '../../../api/checkout.ts'
import type { Http } from '../../../api/http.ts'
import { previewPointCheckout, type PointCheckoutInput } from '../../../api/pointitems.ts'
import { loginUrl } from '../../../lib/login-url.ts'
import { requestIsLoggedIn } from '../../../lib/request-session.ts'
import { pointCheckoutInput } from '../../../features/checkout/point-checkout-query.ts'

export interface PointCheckoutData {
  input: PointCheckoutInput
  /** The first preview; null when the server refused (problem says why). */
  preview: CheckoutPreview | null
  problem: string | null
  addresses: Address[]
}

/**
 * /pointitems/checkout: members only (guests go to the login page, which brings them back). The
 * first preview runs here so the page arrives priced; a refusal (sold out, not a points goods …)
 * is shown in the server's words instead of an error page.
 */
export async function loadPointCheckout(http: Http, request: Request): Promise<PointCheckoutData> {
  const url = new URL(request.url)
  if (!requestIsLoggedIn(request)) throw redirect(loginUrl(url.pathname + url.search))
  const input = pointCheckoutInput(url)
  const [previewResult, addresses] = await Promise.all([
    previewPointCheckout(http, input, { silent: true }).then(
      (preview) => ({ preview, problem: null }),
      (error: unknown) => {
        if (!(error instanceof ApiError) || error.status === 401) throw error
        return { preview: null, problem: error.message }
      },
    ),
    listAddresses(http, { silent: true }).catch(() => [] as Address[]),
  ])
  return { input, ...previewResult, addresses }
}
