import { Type, type Static } from '@sinclair/typebox'
import { Envelope } from './envelope.ts'
import { errorAnswers } from './errors.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const errors = errorAnswers('GOODS_NOT_FOUND', 'INVALID_URL', 'VALIDATION')

const CompanyId = Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, default: 1 }))
const ItemId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })

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

export const ShareInfoQuery = Type.Object({ company_id: CompanyId, item_id: ItemId })
export type ShareInfoQuery = Static<typeof ShareInfoQuery>
export const ItemParams = Type.Object({ id: ItemId })
export const CompanyQuery = Type.Object({ company_id: CompanyId })
export const QrcodeQuery = Type.Object({ company_id: CompanyId, url: Type.String({ minLength: 1, maxLength: 1000 }) })
export type QrcodeQuery = Static<typeof QrcodeQuery>

const tags = ['share']

export const shareInfoSchema = {
  summary: '商品分享信息（二维码、分享图、分享链接）',
  tags,
  querystring: ShareInfoQuery,
  response: { 200: Envelope(ShareInfo), ...errors },
}

export const itemShareInfoSchema = {
  summary: '商品分享信息（路径参数）',
  tags,
  params: ItemParams,
  querystring: CompanyQuery,
  response: { 200: Envelope(ShareInfo), ...errors },
}

export const shareImageSchema = {
  summary: '商品分享图（SVG：商品图、标题、价格、二维码）',
  tags,
  params: ItemParams,
  querystring: CompanyQuery,
  produces: ['image/svg+xml'],
  response: { 200: Type.String({ description: 'image/svg+xml' }), ...errors },
}

export const qrcodeSchema = {
  summary: '本站链接的二维码（仅限本站 http/https 链接）',
  tags,
  querystring: QrcodeQuery,
  response: { 200: Envelope(Type.Object({ url: Type.String(), qrcodeImage: Type.String() })), ...errors },
}
