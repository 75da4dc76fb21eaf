import type { FastifyInstance } from 'fastify'
import request from 'supertest'
import { expect } from 'vitest'

/**
 * Calls the shopper API the way the ECShopX desktop frontend does (contract 1.2): every GET gets
 * company_id and country_code in the query, arrays as `key[]=v`; POST/PUT/DELETE send a
 * form-encoded body with the same two fields, arrays as `a[0]=x` and objects as `a[b]=c`; the
 * token rides as `Authorization: Bearer` whenever the shopper has one.
 */

export const BASE = '/api/h5app/wxapp/'

type Params = Record<string, unknown>

function pairs(prefix: string, value: unknown, arrayStyle: 'empty' | 'indexed'): [string, string][] {
  if (Array.isArray(value))
    return value.flatMap((v, i) => pairs(`${prefix}[${arrayStyle === 'empty' ? '' : i}]`, v, arrayStyle))
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => pairs(`${prefix}[${k}]`, v, arrayStyle))
  return [[prefix, String(value)]]
}

export function encode(params: Params, arrayStyle: 'empty' | 'indexed'): string {
  return Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .flatMap(([k, v]) => pairs(k, v, arrayStyle))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&')
}

const COMMON = { company_id: 1, country_code: 'zh-CN' }

export interface NuxtAnswer {
  status: number
  body: { data?: unknown; status_code?: number; message?: string }
  headers: Record<string, string>
}

export function nuxtClient(app: FastifyInstance, token?: string) {
  const auth = (): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {})
  const send = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    params: Params = {},
    query: Params = {},
  ): Promise<NuxtAnswer> => {
    if (method === 'GET') {
      const res = await request(app.server)
        .get(`${BASE}${path}?${encode({ ...params, ...COMMON }, 'empty')}`)
        .set(auth())
      return { status: res.status, body: res.body, headers: res.headers }
    }
    const qs = encode(query, 'empty')
    const target = `${BASE}${path}${qs ? `?${qs}` : ''}`
    const verb = method === 'POST' ? 'post' : method === 'PUT' ? 'put' : 'delete'
    const res = await request(app.server)
      [verb](target)
      .set(auth())
      .type('form')
      .send(encode({ ...params, ...COMMON }, 'indexed'))
    return { status: res.status, body: res.body, headers: res.headers }
  }
  return {
    get: (path: string, params?: Params) => send('GET', path, params),
    post: (path: string, params?: Params) => send('POST', path, params),
    /** The cart's PUT/DELETE calls: arguments in the query string, the common fields in the body. */
    put: (path: string, query: Params) => send('PUT', path, {}, query),
    delete: (path: string, query: Params) => send('DELETE', path, {}, query),
  }
}

/** What the frontend counts as success (contract 1.3): HTTP 200 exactly, a truthy `data`, no status_code above 300. */
export function dataOf<T = any>(answer: NuxtAnswer, what = ''): T {
  expect(answer.status, `${what} ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200)
  expect(answer.body.data, what).toBeTruthy()
  expect((answer.body.data as { status_code?: number }).status_code ?? 0, what).toBeLessThanOrEqual(300)
  return answer.body.data as T
}

/** A token the server never issued or has revoked: what a browser keeps in a stale ECSHOPX_TOKEN cookie. */
export const STALE_TOKEN = 'eyJzdWIiOjEsImtpbmQiOiJtZW1iZXIiLCJzaWQiOiJnb25lIiwiZXhwIjoxfQ.c3RhbGU'
