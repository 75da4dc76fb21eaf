import { vi } from 'vitest'
import type { DesignerTemplate, OperatorInfo } from '../../schemas/api/designer.ts'

/**
 * Component tests answer the designer's calls with bodies of the documented shapes
 * (schemas/api/designer.ts): `{ data }` on success, `{ status_code, message, ... }` on failure.
 */

export interface Answer {
  status?: number
  body: unknown
}

export type Route = Answer | ((request: { method: string; url: URL; body: unknown }) => Answer)

export const ok = (data: unknown): Answer => ({ status: 200, body: { data } })
export const fail = (status: number, message: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: { status_code: status, message, ...extra },
})

/** Stubs fetch; `routes` are keyed 'METHOD /path' (path without the query). Unknown calls get 404. */
export function stubFetch(routes: Record<string, Route>) {
  const calls: Array<{ method: string; path: string; body: unknown }> = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const method = (init.method ?? 'GET').toUpperCase()
    const body = typeof init.body === 'string' && init.body.startsWith('{') ? JSON.parse(init.body) : init.body
    calls.push({ method, path: url.pathname, body })
    const route = routes[`${method} ${url.pathname}`]
    const answer = !route ? fail(404, '未找到') : typeof route === 'function' ? route({ method, url, body }) : route
    const status = answer.status ?? 200
    return new Response(status === 204 ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetch)
  return { fetch, calls }
}

export const operator: OperatorInfo = {
  id: 1,
  username: 'admin',
  name: '运营小王',
  role_name: '运营',
  areas: ['dashboard', 'goods', 'stock', 'orders', 'shipping', 'aftersales', 'pages'],
}

export const session = ok({ operator, expires_at: 1_900_000_000 })

export function template(fields: Partial<DesignerTemplate> = {}): DesignerTemplate {
  return {
    id: 1,
    page_name: 'custom',
    template_title: '双十一会场',
    theme_pc_template_id: 101,
    page_path: null,
    version: 1,
    revision: 3,
    published: false,
    has_unpublished_changes: true,
    deletable: true,
    url: null,
    updated_at: 1_700_000_000,
    published_at: null,
    ...fields,
  }
}
