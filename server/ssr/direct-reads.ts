import type { TSchema } from '@sinclair/typebox'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  ItemDetailQuery,
  ItemDetailResponse,
  ItemListQuery,
  ItemListResponse,
  ItemParams,
} from '../../schemas/api/goods.ts'
import { goodsAnswers } from '../commerce/goods/answers.ts'
import type { PriceViewer } from '../commerce/goods/viewer.ts'

const API = '/api/h5app/wxapp'

/** A GET route of the shopper API whose answer depends on its address and the viewer's prices only. */
interface DirectRoute {
  /** The route as registered. */
  url: string
  /** The path, its `:name` segments captured in order. */
  path: RegExp
  params?: TSchema
  querystring: TSchema
  response: TSchema
  answer(params: Record<string, string>, query: unknown, viewer: PriceViewer | null): Promise<unknown>
}

const JSON_TYPE = 'application/json; charset=utf-8'

function directRoutes(app: FastifyInstance): DirectRoute[] {
  const goods = goodsAnswers(app)
  return [
    {
      url: `${API}/goods/items`,
      path: /^\/api\/h5app\/wxapp\/goods\/items$/,
      querystring: ItemListQuery,
      response: ItemListResponse,
      answer: (_params, query, viewer) => goods.list(query as ItemListQuery, viewer),
    },
    {
      url: `${API}/goods/items/:item_id`,
      path: /^\/api\/h5app\/wxapp\/goods\/items\/([^/]+)$/,
      params: ItemParams,
      querystring: ItemDetailQuery,
      response: ItemDetailResponse,
      answer: (params, query, viewer) => goods.detail(params.item_id as string, query as ItemDetailQuery, viewer),
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

function paramNames(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)].map((match) => match[1] as string)
}

/**
 * Reads a page's loaders make of nobody's session (the goods list and an item's detail, guest or
 * priced for an audience), answered by the routes' own answer functions instead of through
 * app.inject: the same query and parameter checks and the same JSON, compiled by the app's own
 * validator and serializer from the routes' schemas, without the emulated HTTP request, the hooks
 * and the reply. Measured on the goods list, such a call cost about twice the work of answering it.
 * Anything these checks refuse, or an answer that throws (an unknown item), returns null, and the
 * call goes through app.inject to get the route's own error answer. The checks and the serializer
 * are compiled through the page's request and reply, as a route's own are, and kept by Fastify.
 */
export function directReads(app: FastifyInstance) {
  const routes = directRoutes(app)

  return async function read(
    url: URL,
    viewer: PriceViewer | null,
    page: { request: FastifyRequest; reply: FastifyReply },
  ): Promise<Response | null> {
    for (const route of routes) {
      const match = route.path.exec(url.pathname)
      if (!match) continue
      const params: Record<string, string> = {}
      try {
        for (const [index, name] of paramNames(route.url).entries())
          params[name] = decodeURIComponent(match[index + 1] as string)
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
