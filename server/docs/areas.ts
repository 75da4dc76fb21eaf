import { corsArea } from '../lib/cors.ts'

/**
 * The three areas of the API the reference groups operations by, from their address: the
 * shopper API, pages and schemas, and the operator API (designer, back office, shop accounts).
 * Each operation's tag is its area and module (`商城前台 · member`), so the reference lists an
 * area's modules together.
 */

export type ApiArea = 'shopper' | 'pages' | 'operator'

export const AREA_TITLES: Record<ApiArea, string> = {
  shopper: '商城前台',
  pages: '页面与 Schema',
  operator: '运营后台',
}

export const AREA_DESCRIPTIONS: Record<ApiArea, string> = {
  shopper: '/api/h5app/wxapp：商品、购物车、结算、订单、会员等（会员令牌）',
  pages: '/api/pages 与 /api/schemas：页面描述与挂件 JSON Schema（游客可读）',
  operator:
    '/api/designer 与 /api/admin：页面设计器，运营后台的商品、分类、品牌、订单、售后、概况、账号与角色，商家账号（运营或商家令牌）',
}

/**
 * The area an operation's address belongs to, or null for what is not part of these APIs
 * (payment notifications…). The operator API is the one CORS treats apart (server/lib/cors.ts).
 */
export function areaOf(url: string): ApiArea | null {
  const cors = corsArea(url)
  if (cors === null) return null
  if (cors === 'operator') return 'operator'
  return url.startsWith('/api/h5app/') ? 'shopper' : 'pages'
}

/**
 * The module an address names: its first path segment after the area's prefix, and for the
 * legacy dotted names (`member.address.setDefault`) the part before the first dot.
 */
export function moduleOf(url: string): string {
  const rest = url.replace(/^\/api\/(?:h5app\/wxapp|designer|pages|schemas)\//, '')
  const first = rest.split('/')[0] ?? ''
  const name = first.split('.')[0] ?? ''
  if (url.startsWith('/api/pages/')) return 'pages'
  if (url.startsWith('/api/schemas/')) return 'schemas'
  return name.startsWith(':') || name === '' ? 'root' : name
}

/**
 * The reference's tag of an operation: its area, then the module its route names in its own tag
 * when that is a module name (`designer`, `payment`), else the module its address names.
 */
export function tagOf(url: string, declared?: string): string | null {
  const area = areaOf(url)
  if (!area) return null
  const module = declared && /^[a-z][a-z-]*$/.test(declared) ? declared : moduleOf(url)
  return `${AREA_TITLES[area]} · ${module}`
}
