import type { PageQuery } from '../../schemas/api/paging.ts'
import { toast } from '../components/toast/toast.ts'
import { rememberSession } from '../lib/auth-storage.ts'
import { loginUrl } from '../lib/login-url.ts'
import { ApiError } from './api-error.ts'
import { FALLBACK_MESSAGE, codeOf, messageOf, readEnvelope } from './envelope.ts'
import { encodeForm } from './form-body.ts'

export const API_BASE_PATH = '/api/h5app/wxapp'
export const REQUEST_TIMEOUT_MS = 10_000
const COMPANY_ID = 1
/** The one call that must go out without company_id (spec 7.1). */
const ALIPAY_RESULT_PATH = 'trade/payment/alipay/result'
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8'

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>
export type QueryParams = Record<string, QueryValue>
export type BodyFields = Record<string, unknown>

export interface CallOptions {
  /** No toast for failures; the promise still rejects (e.g. mini-cart checkout, spec 8). */
  silent?: boolean
  /** Send the body as JSON instead of the default form encoding. */
  json?: boolean
}

export type { PageQuery }

export interface Page<T> {
  list: T[]
  total: number
}

/** A 5xx answer is rejected as the response itself, its parsed body attached (see `settle`). */
export type ServerErrorResponse = Response & { _data: unknown }

export interface Http {
  get<T>(path: string, query?: QueryParams, options?: CallOptions): Promise<T>
  post<T>(path: string, body?: BodyFields | FormData, options?: CallOptions): Promise<T>
  put<T>(path: string, body?: BodyFields | FormData, options?: CallOptions): Promise<T>
  delete<T>(path: string, body?: BodyFields | FormData, options?: CallOptions): Promise<T>
  /** GET a paged list; reads the total from `total_count`, or the legacy `count`. */
  paged<T>(path: string, query: PageQuery & QueryParams, options?: CallOptions): Promise<Page<T>>
}

export interface HttpOptions {
  /** Absolute origin for server-side calls, e.g. 'http://127.0.0.1:3000'; the browser leaves it out. */
  origin?: string
  /** The server passes one that answers in-process; defaults to the global fetch. */
  fetch?: typeof globalThis.fetch
  /**
   * Forget the member after a 401 (the server has cleared the session cookie); defaults to telling
   * the page the session is gone.
   */
  forgetMember?: () => void
  /** Receives '/auth/login?redirectUrl=<encoded current path>'; may throw (a server redirect) instead of navigating. */
  onUnauthorized?: (loginUrl: string) => void
  /** The current full path (path, query and hash) to come back to after logging in. */
  currentPath?: () => string
  notifyError?: (message: string) => void
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

interface PagedPayload<T> {
  list?: T[]
  total_count?: number | string
  count?: number | string
}

function browserPath(): string {
  const { pathname, search, hash } = window.location
  return pathname + search + hash
}

/** The query string of a GET call: arrays as repeated keys, undefined left out, null as an empty value. */
function queryString(path: string, query: QueryParams | undefined): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item))
    else params.append(key, value === null ? '' : String(value))
  }
  const text = params.toString()
  if (!text) return ''
  return `${path.includes('?') ? '&' : '?'}${text}`
}

/** An answer's body: JSON when it says so (its text if that does not parse), else its text; nothing when empty. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return undefined
  if (!/json/i.test(response.headers.get('content-type') ?? '')) return text
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export function createHttp(options: HttpOptions = {}): Http {
  const {
    origin = '',
    forgetMember = () => rememberSession('customer', false),
    onUnauthorized = (url: string) => window.location.assign(url),
    currentPath = browserPath,
    notifyError = toast.error,
  } = options

  const baseUrl = origin.replace(/\/+$/, '') + API_BASE_PATH
  const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))

  /**
   * One request with the 10 s budget, never retried (a retried GET would double it). The session
   * rides in HttpOnly cookies, which page scripts never read: the browser sends them with every
   * call to this origin, and the server-side renderer forwards the visitor's.
   */
  async function request(url: string, init: RequestInit): Promise<{ response: Response; body: unknown }> {
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, REQUEST_TIMEOUT_MS)
    try {
      const response = await send(url, { ...init, credentials: 'same-origin', signal: controller.signal })
      return { response, body: await readBody(response) }
    } catch {
      throw timedOut
        ? new ApiError(0, 'TIMEOUT', '请求超时，请稍后重试')
        : new ApiError(0, 'NETWORK', '网络连接失败，请检查网络后重试')
    } finally {
      clearTimeout(timer)
    }
  }

  function withCompany(body: BodyFields | FormData | undefined, headers: Headers, json: boolean): BodyInit {
    if (body instanceof FormData) {
      if (!body.has('company_id')) body.append('company_id', String(COMPANY_ID))
      return body
    }
    const fields = { company_id: COMPANY_ID, ...body }
    if (json) {
      headers.set('content-type', 'application/json')
      return JSON.stringify(fields)
    }
    headers.set('content-type', FORM_CONTENT_TYPE)
    return encodeForm(fields)
  }

  function fail(error: ApiError, silent: boolean): ApiError {
    if (!silent) notifyError(error.message)
    return error
  }

  /**
   * Turns an answer into data or a rejection (spec 7.1 and 8). HTTP errors reject with an ApiError
   * (status, code, message) so callers can branch on a typed value; only 5xx answers reject with the
   * response itself, as spec 8 requires, for callers that inspect a server failure. The toast text
   * is the body's message (or msg), else '操作失败': an HTTP error has no other Chinese text to offer,
   * and the error messages of failures without an answer (timeout, network) are written above.
   */
  function settle<T>(response: Response, body: unknown, silent: boolean): T {
    const { status } = response
    if (status === 401) {
      forgetMember()
      onUnauthorized(loginUrl(currentPath()))
      throw new ApiError(401, codeOf(body, 'UNAUTHORIZED'), messageOf(body) ?? '请先登录')
    }
    if (status >= 400) {
      const message = messageOf(body) ?? FALLBACK_MESSAGE
      if (!silent) notifyError(message)
      if (status >= 500) throw Object.assign(response, { _data: body }) satisfies ServerErrorResponse
      throw new ApiError(status, codeOf(body, `HTTP_${status}`), message)
    }
    // Spec 8: a success status other than 200 is rejected with its msg or err_msg, without a toast.
    const envelope = status === 200 ? readEnvelope(body) : { kind: 'malformed' as const }
    if (envelope.kind === 'data') return envelope.data as T
    if (envelope.kind === 'business-error') {
      throw fail(new ApiError(envelope.status, envelope.code, envelope.message), silent)
    }
    throw new ApiError(status, 'UNEXPECTED_RESPONSE', messageOf(body) ?? FALLBACK_MESSAGE)
  }

  async function call<T>(
    method: Method,
    path: string,
    payload: QueryParams | BodyFields | FormData | undefined,
    callOptions: CallOptions = {},
  ): Promise<T> {
    const silent = callOptions.silent ?? false
    const relativePath = path.replace(/^\/+/, '')
    const headers = new Headers({ accept: 'application/json' })
    let url = `${baseUrl}/${relativePath}`
    let body: BodyInit | undefined
    if (method === 'GET') {
      const bare = relativePath.split('?')[0] === ALIPAY_RESULT_PATH
      const query = bare
        ? (payload as QueryParams | undefined)
        : { company_id: COMPANY_ID, ...(payload as QueryParams | undefined) }
      url += queryString(url, query)
    } else {
      body = withCompany(payload as BodyFields | FormData | undefined, headers, callOptions.json ?? false)
    }

    let answer: { response: Response; body: unknown }
    try {
      answer = await request(url, { method, headers, body })
    } catch (error) {
      throw fail(error as ApiError, silent)
    }
    return settle<T>(answer.response, answer.body, silent)
  }

  return {
    get: (path, query, callOptions) => call('GET', path, query, callOptions),
    post: (path, body, callOptions) => call('POST', path, body, callOptions),
    put: (path, body, callOptions) => call('PUT', path, body, callOptions),
    delete: (path, body, callOptions) => call('DELETE', path, body, callOptions),
    async paged<T>(path: string, query: PageQuery & QueryParams, callOptions?: CallOptions): Promise<Page<T>> {
      const payload = await call<PagedPayload<T>>('GET', path, query, callOptions)
      return { list: payload.list ?? [], total: Number(payload.total_count ?? payload.count ?? 0) }
    },
  }
}
