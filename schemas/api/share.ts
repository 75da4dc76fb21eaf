import { Type, type Static } from '@sinclair/typebox'
import { errorAnswers } from './errors.ts'
import { DefaultCompanyId, Id } from './fields.ts'
import { routeSchemas } from './route.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const errors = errorAnswers('GOODS_NOT_FOUND', 'INVALID_URL', 'VALIDATION')

export const ShareInfo = Type.Object({
  item_id: Type.Integer(),
  item_name: Type.String(),
  /** Cents. */
  price: Type.Integer(),
  /** Points price of points-mall goods, 0 otherwise. */
  point: Type.Integer(),
  item_type: Type.String(),
  imgUrl: Type.String(),
  /** Absolute address of the item page. */
  share_url: Type.String(),
  /** PNG data URL of a QR code of share_url. */
  weixin_qrcode: Type.String(),
  /** Address of the downloadable share image (SVG). */
  downWeixinImgLink: Type.String(),
})
export type ShareInfo = Static<typeof ShareInfo>

export const ShareInfoQuery = Type.Object({ company_id: DefaultCompanyId, item_id: Id })
export type ShareInfoQuery = Static<typeof ShareInfoQuery>
export const ItemParams = Type.Object({ id: Id })
export const CompanyQuery = Type.Object({ company_id: DefaultCompanyId })
export const QrcodeQuery = Type.Object({
  company_id: DefaultCompanyId,
  url: Type.String({ minLength: 1, maxLength: 1000 }),
})
export type QrcodeQuery = Static<typeof QrcodeQuery>

const tags = ['share']

const route = routeSchemas('share', errors)

export const shareInfoSchema = route(ShareInfo, {
  summary: '商品分享信息（二维码、分享图、分享链接）',
  querystring: ShareInfoQuery,
})

export const itemShareInfoSchema = route(ShareInfo, {
  summary: '商品分享信息（路径参数）',
  params: ItemParams,
  querystring: CompanyQuery,
})

export const shareImageSchema = {
  summary: '商品分享图（SVG：商品图、标题、价格、二维码）',
  tags,
  params: ItemParams,
  querystring: CompanyQuery,
  produces: ['image/svg+xml'],
  response: { 200: Type.String({ description: 'image/svg+xml' }), ...errors },
}

export const qrcodeSchema = route(Type.Object({ url: Type.String(), qrcodeImage: Type.String() }), {
  summary: '本站链接的二维码（仅限本站 http/https 链接）',
  querystring: QrcodeQuery,
})
