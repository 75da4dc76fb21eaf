import {
  DESIGNER_API_BASE,
  type CategoryNode,
  type CreateTemplateBody,
  type DesignerTemplate,
  type DraftAnswer,
  type DraftConfig,
  type GoodsQuery,
  type ImageRecord,
  type KeywordQuery,
  type PickerCoupon,
  type PickerGoods,
  type PickerShop,
  type PickerShopTag,
  type Problem,
  type Published,
  type PublishedAnswer,
  type SavedDraft,
  type HistoryChange,
  type PatchDraftBody,
  type Session,
  type StoredImage,
  type UpdateTemplateBody,
  type UploadTicket,
} from '../../schemas/api/designer.ts'
import {
  COMBINED_MODULES_PATH,
  type CombinedModule,
  type CreateModuleBody,
} from '../../schemas/api/combined-modules.ts'
import { postToStorage } from '../../runtime/lib/post-to-storage.ts'
import type { SmsSent } from '../../schemas/api/sms.ts'

/**
 * The designer's client of /api/designer. The operator's session rides in an HttpOnly cookie, so
 * every call is same-origin with credentials; failures become DesignerApiError with the server's
 * Chinese message (and, for 409/422, the revision or problems the body carries).
 */

export class DesignerApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** 409 DRAFT_STALE: the revision now stored. */
    readonly revision?: number,
    /** 422 DRAFT_INVALID: what keeps the draft from being published. */
    readonly problems?: Problem[],
  ) {
    super(message)
    this.name = 'DesignerApiError'
  }
}

export const NETWORK_MESSAGE = '网络连接失败，请检查网络后重试'
const TIMEOUT_MS = 10_000

type Query = Record<string, string | number | undefined>

function withQuery(base: string, path: string, query?: Query): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== '') params.set(name, String(value))
  const text = params.toString()
  return `${base}/${path}${text ? `?${text}` : ''}`
}

function errorOf(status: number, body: unknown): DesignerApiError {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  const message = typeof record.message === 'string' ? record.message : '操作失败'
  const code = typeof record.code === 'string' ? record.code : 'HTTP_ERROR'
  return new DesignerApiError(
    status,
    code,
    message,
    typeof record.revision === 'number' ? record.revision : undefined,
    Array.isArray(record.problems) ? (record.problems as Problem[]) : undefined,
  )
}

export interface RequestOptions {
  query?: Query
  body?: unknown
  form?: Record<string, string>
}

/** A call of an operator API (the designer's, the console's) answering its `data`. */
export async function requestAt<T>(
  base: string,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' }
  let body: string | undefined
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded'
    body = new URLSearchParams(options.form).toString()
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  let response: Response
  try {
    response = await fetch(withQuery(base, path, options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch {
    throw new DesignerApiError(0, 'NETWORK', NETWORK_MESSAGE)
  }
  const parsed: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined)
  if (!response.ok) throw errorOf(response.status, parsed)
  return (parsed as { data: T } | undefined)?.data as T
}

const request = <T>(method: string, path: string, options?: RequestOptions) =>
  requestAt<T>(DESIGNER_API_BASE, method, path, options)

export interface Paged<T> {
  list: T[]
  total_count: number
}

export const designerApi = {
  session: () => request<Session>('GET', 'session'),
  /** `vcode`: the texted code, once the server asked for it (SIGN_IN_SECOND_FACTOR_REQUIRED). */
  signIn: (username: string, password: string, vcode?: string) =>
    request<Session>('POST', 'session', { body: vcode ? { username, password, vcode } : { username, password } }),
  signInCode: (username: string) => request<SmsSent>('POST', 'session/code', { body: { username } }),
  signOut: () => request<void>('DELETE', 'session'),

  templates: () => request<Paged<DesignerTemplate>>('GET', 'templates'),
  createTemplate: (body: CreateTemplateBody) => request<DesignerTemplate>('POST', 'templates', { body }),
  updateTemplate: (id: number, body: UpdateTemplateBody) =>
    request<DesignerTemplate>('PATCH', `templates/${id}`, { body }),
  duplicateTemplate: (id: number) => request<DesignerTemplate>('POST', `templates/${id}/duplicate`, { body: {} }),
  deleteTemplate: (id: number) => request<void>('DELETE', `templates/${id}`),
  draft: (id: number) => request<DraftAnswer>('GET', `templates/${id}/draft`),
  /** The whole page, with the undo history's change (the designer's fallback and 覆盖保存). */
  saveDraft: (id: number, config: DraftConfig, revision: number, history: HistoryChange) =>
    request<SavedDraft>('PUT', `templates/${id}/draft`, { body: { config, revision, history } }),
  /** What changed since `revision` (a JSON Patch) and the undo history's change. */
  patchDraft: (id: number, body: PatchDraftBody) => request<SavedDraft>('PATCH', `templates/${id}/draft`, { body }),
  /** What shoppers see now; null while the page was never published. */
  published: (id: number) =>
    request<PublishedAnswer>('GET', `templates/${id}/published`).catch((error: unknown) => {
      if (error instanceof DesignerApiError && error.code === 'TEMPLATE_NOT_PUBLISHED') return null
      throw error
    }),
  /** `note`: the publisher's 备注, kept with the version (历史版本). */
  publish: (id: number, revision: number, note = '') =>
    request<Published>('POST', `templates/${id}/publish`, { body: note ? { revision, note } : { revision } }),
  /** The draft resolved with live data as a guest would get it (preview, and the canvas's data). */
  /** The stored draft resolved with live data (the canvas as it opens; nothing is uploaded). */
  resolveStored: (id: number) =>
    request<{ page: unknown; widgets: Array<Record<string, unknown>> }>('GET', `templates/${id}/resolve`),
  resolve: (id: number, config: DraftConfig) =>
    request<{ page: unknown; widgets: Array<Record<string, unknown>> }>('POST', `templates/${id}/resolve`, {
      body: { config },
    }),

  goods: (query: Partial<GoodsQuery>) => request<Paged<PickerGoods>>('GET', 'goods', { query }),
  coupons: (query: Partial<KeywordQuery>) => request<Paged<PickerCoupon>>('GET', 'coupons', { query }),
  shops: (query: Partial<KeywordQuery>) => request<Paged<PickerShop>>('GET', 'shops', { query }),
  /** Every shop tag with the count of the company's shops carrying it (W0019's tabs). */
  shopTags: () => request<PickerShopTag[]>('GET', 'shop-tags'),
  categories: () => request<CategoryNode[]>('GET', 'categories'),
  mainCategories: () => request<CategoryNode[]>('GET', 'main-categories'),

  uploadTicket: () => request<UploadTicket>('GET', 'uploads/token'),
  recordImage: (img_name: string, img_url: string) =>
    request<ImageRecord>('POST', 'images', { form: { img_name, img_url } }),
  images: (query: { page?: number; pageSize?: number }) => request<Paged<ImageRecord>>('GET', 'images', { query }),

  /** 组合模块: the company's saved free panels, newest first, searched by part of the name. */
  modules: (keyword?: string) =>
    request<Paged<CombinedModule>>('GET', COMBINED_MODULES_PATH, { query: { keyword, pageSize: 100 } }),
  saveModule: (body: CreateModuleBody) => request<CombinedModule>('POST', COMBINED_MODULES_PATH, { body }),
  renameModule: (id: number, name: string) =>
    request<CombinedModule>('PATCH', `${COMBINED_MODULES_PATH}/${id}`, { body: { name } }),
  deleteModule: (id: number) => request<void>('DELETE', `${COMBINED_MODULES_PATH}/${id}`),
}

/** Sends a file to the storage provider named by the ticket, reporting progress (0..1). */
export async function sendToStorage(
  ticket: UploadTicket,
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<StoredImage> {
  const { status, body } = await postToStorage(ticket, file, onProgress)
  if (status === 0) throw new DesignerApiError(0, 'NETWORK', NETWORK_MESSAGE)
  if (status >= 200 && status < 300) return (body as { data: StoredImage }).data
  throw errorOf(status, body)
}

/** The whole upload flow of spec 7.2: ticket → storage provider → image record. */
export async function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<ImageRecord> {
  const ticket = await designerApi.uploadTicket()
  const stored = await sendToStorage(ticket, file, onProgress)
  return designerApi.recordImage(file.name, stored.key)
}
