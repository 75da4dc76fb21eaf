import { rememberSession } from '../lib/auth-storage.ts'
import type { UserStore } from '../stores/user.ts'
import { createHttp, type Http } from './http.ts'

export { ApiError } from './api-error.ts'
export {
  API_BASE_PATH,
  REQUEST_TIMEOUT_MS,
  createHttp,
  type BodyFields,
  type CallOptions,
  type Http,
  type HttpOptions,
  type Page,
  type PageQuery,
  type QueryParams,
  type QueryValue,
  type ServerErrorResponse,
} from './http.ts'

let browserHttp: Http | undefined
let userStore: UserStore | undefined

/**
 * The browser hands over the user store it hydrated, so that a 401 (after which the server has
 * cleared the session cookie) signs the page's member out too.
 */
export function attachUserStore(store: UserStore): void {
  userStore = store
}

/** The browser's client, made on first use. Server code builds its own per request with createHttp. */
export function getApi(): Http {
  browserHttp ??= createHttp({
    forgetMember: () => (userStore ? userStore.getState().logout() : rememberSession('customer', false)),
  })
  return browserHttp
}
