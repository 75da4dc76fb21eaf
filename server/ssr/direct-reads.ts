import type { TSchema } from '@sinclair/typebox'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  ItemDetailQuery,
  ItemDetailResponse,
  ItemListQuery,
  ItemListResponse,
  ItemParams,
} from '../../schemas/api/goods.ts'
import { type CardListQuery, cardListSchema } from '../../schemas/api/coupon.ts'
import { cardList } from '../commerce/coupon/service.ts'
import { audienceHeader } from '../commerce/goods/audience.ts'
import { goodsAnswers } from '../commerce/goods/answers.ts'
import { cachedAnswer, JSON_TYPE } from '../lib/cached-body.ts'
import { keptAddresses } from '../pages/kept-addresses.ts'
import { guestDescriptorCache } from '../pages/routes.ts'
import type { PriceViewer } from '../commerce/goods/viewer.ts'

const API = '/api/h5app/wxapp'

/** A GET route of the shopper API whose answer depends on its address and the viewer's prices only. */
interface DirectRoute {
  /** The route as registered, `:name` for a parameter segment. */
  url: string
  params?: TSchema
  querystring: TSchema
  response: TSchema
  answer(params: Record<string, string>, query: unknown, viewer: PriceViewer | null): Promise<unknown>
}

function directRoutes(app: FastifyInstance): DirectRoute[] {
  const goods = goodsAnswers(app)
  return [
    {
      url: `${API}/goods/items`,
      querystring: ItemListQuery,
      response: ItemListResponse,
      answer: (_params, query, viewer) => goods.list(query as ItemListQuery, viewer),
    },
    {
      url: `${API}/goods/items/:item_id`,
      params: ItemParams,
      querystring: ItemDetailQuery,
      response: ItemDetailResponse,
      answer: (params, query, viewer) => goods.detail(params.item_id as string, query as ItemDetailQuery, viewer),
    },
    {
      // An item's or a shop's coupons as a guest sees them (no copies held): what an item page shows.
      url: `${API}/user/newGetCardList`,
      querystring: cardListSchema.querystring,
      response: cardListSchema.response[200],
      answer: async (_params, query) => ({ data: await cardList(app.db, null, query as CardListQuery) }),
    },
  ]
}

/** The query as Fastify's parser gives it: a repeated name as a list, any other as its text. */
function queryObject(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {}
  for (const name of new Set(search.keys())) {
    const values = search.getAll(name)
    query[name] = values.length === 1 ? (values[0] as string) : values
  }
  return query
}

/** A route's path as a pattern capturing its parameter segments, and their names in order. */
function pathPattern(url: string): { pattern: RegExp; names: string[] } {
  const names = [...url.matchAll(/:(\w+)/g)].map((match) => match[1] as string)
  const source = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return { pattern: new RegExp(`^${source}$`), names }
}

/**
 * Reads a page's loaders make of nobody's session (guest or priced for an audience), answered
 * without the emulated HTTP request, the hooks and the reply of app.inject:
 *
 * - an address whose answer a route keeps (`sendKeptData`: the site frame, page descriptors, the
 *   category tree, recommendations) and that was asked before: the kept bytes, or a 304 when the
 *   call names their entity tag, while they are fresh (pages/kept-addresses.ts);
 * - the goods list, an item's detail and an item's or a shop's coupons (as a guest sees them): the
 *   routes' own answer functions, with the same query and parameter checks and the same JSON,
 *   compiled by the app's own validator and serializer from the routes' schemas (through the
 *   page's request and reply, as a route's own are, and kept by Fastify).
 *
 * Anything else returns null and goes through app.inject: a first or stale kept answer (the route
 * builds and keeps it), a call the checks refuse or an answer that throws (an unknown item), for
 * the route's own error answer.
 */
export function directReads(app: FastifyInstance) {
  const routes = directRoutes(app).map((route) => ({ route, ...pathPattern(route.url) }))
  const addresses = keptAddresses(app.db)
  const kept = guestDescriptorCache(app.db)

  /** The fresh kept answer at this address for this audience, as the route would send it (unencoded). */
  function keptRead(url: URL, viewer: PriceViewer | null, ifNoneMatch: string | undefined): Response | null {
    const address = addresses.find(url.pathname + url.search, viewer ? audienceHeader(viewer) : undefined)
    const body = address && kept.fresh(address.key)
    if (!address || !body) return null
    const answer = cachedAnswer({ 'if-none-match': ifNoneMatch }, body, address.cacheControl)
    return new Response(answer.payload as Uint8Array<ArrayBuffer> | null, {
      status: answer.status,
      headers: answer.headers,
    })
  }

  return async function read(
    url: URL,
    viewer: PriceViewer | null,
    page: { request: FastifyRequest; reply: FastifyReply },
    ifNoneMatch?: string,
  ): Promise<Response | null> {
    const keptAnswer = keptRead(url, viewer, ifNoneMatch)
    if (keptAnswer) return keptAnswer
    for (const { route, pattern, names } of routes) {
      const match = pattern.exec(url.pathname)
      if (!match) continue
      const params: Record<string, string> = {}
      try {
        for (const [index, name] of names.entries()) params[name] = decodeURIComponent(match[index + 1] as string)
      } catch {
        return null
      }
      const query = queryObject(url.searchParams)
      if (route.params && !page.request.compileValidationSchema(route.params, 'params')(params)) return null
      if (!page.request.compileValidationSchema(route.querystring, 'querystring')(query)) return null
      let answer: unknown
      try {
        answer = await route.answer(params, query, viewer)
      } catch {
        return null
      }
      const json = page.reply.compileSerializationSchema(route.response, '200')(answer as Record<string, unknown>)
      return new Response(json, { status: 200, headers: { 'content-type': JSON_TYPE } })
    }
    return null
  }
}
