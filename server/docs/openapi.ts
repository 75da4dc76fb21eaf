import type { SwaggerOptions } from '@fastify/swagger'
import type { Config } from '../config.ts'
import { AREA_DESCRIPTIONS, AREA_TITLES, tagOf, type ApiArea } from './areas.ts'
import { OPERATION_EXAMPLES } from './examples.ts'
import { documentFor30 } from './openapi30.ts'

/**
 * The OpenAPI document (@fastify/swagger) the reference at /api/docs shows: every operation
 * tagged with its area and module, the Bearer token as the one way to authenticate, and worked
 * examples for the first calls. Route files declare only their own schemas; all of this is added
 * here, as the document is built, and the result is kept valid for OpenAPI 3.0 (openapi30.ts).
 */

const BEARER = 'bearerAuth'

const DESCRIPTION = [
  '商城的全部接口：商城前台（/api/h5app/wxapp）、页面描述与挂件 JSON Schema（/api/pages、/api/schemas）、运营后台（/api/designer 等）。',
  '',
  '**认证**：登录接口返回的令牌放在 `Authorization: Bearer <token>` 中发送（会员令牌用于前台接口，运营令牌用于设计器与后台接口）；点击 “Authorize” 填入令牌后，“Try it out” 会带上它。',
  '',
  '**跨域**：CORS_ORIGINS 列出的站点可在浏览器中直接调用前台、页面与 Schema 接口（不携带 Cookie）；运营后台接口只对逐个列出的站点开放。',
  '',
  '**应答格式**：成功为 `{ "data": … }`；失败为 HTTP 错误状态与 `{ "status_code", "code", "message", "msg" }`（msg 与 message 相同；错误码一览见 README）。',
].join('\n')

type RouteSchema = Record<string, unknown> & {
  response?: Record<string, unknown>
  body?: Record<string, unknown>
  tags?: string[]
}

/** Operations that answer 401 need a token; the others take one when given (member prices, coupon states). */
function securityOf(schema: RouteSchema): Record<string, string[]>[] {
  return schema.response && '401' in schema.response ? [{ [BEARER]: [] }] : [{ [BEARER]: [] }, {}]
}

function withExamples(schema: RouteSchema, key: string): RouteSchema {
  const example = OPERATION_EXAMPLES[key]
  if (!example) return schema
  const ok = schema.response?.['200'] as Record<string, unknown> | undefined
  return {
    ...schema,
    ...(example.body && schema.body && { body: { ...schema.body, examples: [example.body] } }),
    ...(ok && { response: { ...schema.response, 200: { ...ok, examples: [example.answer] } } }),
  }
}

const AREA_ORDER: ApiArea[] = ['shopper', 'pages', 'operator']

/**
 * Addresses name their module loosely (cart, cartcount, cartupdate; order, orders, order_new):
 * a tag whose module starts with another module of its area (of four letters or more) joins it.
 */
function mergedTags(tags: Set<string>): Map<string, string> {
  const merged = new Map<string, string>()
  for (const tag of tags) {
    const [area, module] = tag.split(' · ')
    if (!area || !module) continue
    const base = [...tags]
      .map((other) => other.split(' · '))
      .filter(
        ([otherArea, other]) =>
          otherArea === area && other && other.length >= 4 && other !== module && module.startsWith(other),
      )
      .map(([, other]) => other!)
      .sort((a, b) => a.length - b.length)[0]
    if (base) merged.set(tag, `${area} · ${base}`)
  }
  return merged
}

export function openapiOptions(config: Pick<Config, 'publicUrl'>): SwaggerOptions {
  return {
    openapi: {
      info: { title: 'mallfront API', version: '1.0.0', description: DESCRIPTION },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          [BEARER]: {
            type: 'http',
            scheme: 'bearer',
            description: '登录接口返回的令牌：会员（/login）、运营（/admin/login）或商家（/merchant/login）',
          },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      const own = (schema ?? {}) as RouteSchema
      const tag = tagOf(url, own.tags?.[0])
      if (!tag) return { schema: own, url }
      const method = Array.isArray(route.method) ? route.method[0] : route.method
      const transformed: RouteSchema = {
        ...withExamples(own, `${method} ${url}`),
        tags: [tag],
        security: securityOf(own),
      }
      return { schema: transformed, url }
    },
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject
      const document = documentObject.openapiObject
      const operations = Object.values(document.paths ?? {}).flatMap(
        (item) => Object.values(item ?? {}) as { tags?: string[] }[],
      )
      const merged = mergedTags(new Set(operations.flatMap((operation) => operation.tags ?? [])))
      for (const operation of operations)
        if (operation.tags) operation.tags = operation.tags.map((tag) => merged.get(tag) ?? tag)
      // The areas in a fixed order, each area's modules by name: Swagger UI lists tags in this order.
      const used = new Set(operations.flatMap((operation) => operation.tags ?? []))
      const rank = (tag: string) => AREA_ORDER.findIndex((area) => tag.startsWith(`${AREA_TITLES[area]} · `))
      const tags = [...used]
        .sort((a, b) => (rank(a) === -1 ? 99 : rank(a)) - (rank(b) === -1 ? 99 : rank(b)) || a.localeCompare(b))
        .map((name) => {
          const area = AREA_ORDER[rank(name)]
          return area ? { name, description: AREA_DESCRIPTIONS[area] } : { name }
        })
      return documentFor30({ ...document, tags })
    },
  }
}
