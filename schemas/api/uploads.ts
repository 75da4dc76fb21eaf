import { Type, type Static } from '@sinclair/typebox'
import { errorAnswers } from './errors.ts'
import { routeSchemas } from './route.ts'
import { UploadTicket } from './designer.ts'

/**
 * Photo uploads of shoppers and merchants (after-sales evidence, 评价晒单, merchant licences):
 * the same ticket → storage flow as the designer's images (spec 7.2), with keys namespaced per
 * owner (`member/<id>/…`, `shop/<id>/…`) and a record of who uploaded what.
 */

export { UploadTicket } from './designer.ts'
export { MAX_IMAGE_BYTES, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE } from '../image-limits.ts'

/** Whose credential asks for a ticket: the signed-in member, or the signed-in merchant. */
export type UploadOwnerKind = 'member' | 'shop'

/** What the storage endpoint answers: the stored file and the address to use it by. */
export const UploadedPhoto = Type.Object({
  key: Type.String(),
  /**
   * Site-relative address, e.g. /uploads/member/12/2026/11/<hex>.png?e=…&s=…: the photo's address
   * with a signature that opens it for an hour or two; forms send it back as it is.
   */
  url: Type.String(),
  img_type: Type.Union([Type.Literal('jpg'), Type.Literal('png')]),
  img_size: Type.Integer(),
  width: Type.Integer(),
  height: Type.Integer(),
})
export type UploadedPhoto = Static<typeof UploadedPhoto>

const ticketRoute = routeSchemas('uploads', errorAnswers('UNAUTHORIZED', 'SESSION_EXPIRED', 'UPLOAD_RATE_LIMITED'))
const storageRoute = routeSchemas(
  'uploads',
  errorAnswers(
    'IMAGE_TOO_LARGE',
    'IMAGE_TYPE',
    'IMAGE_UNREADABLE',
    'IMAGE_TOO_MANY_PIXELS',
    'TOO_MANY_REQUESTS',
    'UPLOAD_FILE_REQUIRED',
    'UPLOAD_KEY_TAKEN',
    'UPLOAD_MALFORMED',
    'UPLOAD_NOT_MULTIPART',
    'UPLOAD_TOKEN_INVALID',
    'UPLOAD_TOKEN_FIRST',
  ),
)

export const memberTicketSchema = ticketRoute(UploadTicket, {
  summary: '会员图片上传凭证（售后凭证、评价晒单；10 分钟内上传一张 JPG/PNG）',
})

export const shopTicketSchema = ticketRoute(UploadTicket, {
  summary: '商家图片上传凭证（营业执照、身份证等；10 分钟内上传一张 JPG/PNG）',
})

export const photoStorageSchema = storageRoute(UploadedPhoto, {
  summary: '上传图片（multipart：token、key、file；类型按内容判断，最大 5MB）',
  consumes: ['multipart/form-data'],
})

/** A private photo's file, for a signed link from an API answer. */
export const photoFileSchema = {
  summary: '会员与商家的图片（售后凭证、评价晒单、入驻资料）：须带接口答复中的签名（e、s），1–2 小时内有效',
  tags: ['uploads'],
  params: Type.Object({ '*': Type.String() }),
  querystring: Type.Object({
    e: Type.Optional(Type.String({ maxLength: 12, description: '到期时间（Unix 秒）' })),
    s: Type.Optional(Type.String({ maxLength: 64, description: '签名' })),
  }),
  response: {
    200: Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', format: 'binary', description: 'PNG 或 JPEG 图片' }),
    ...errorAnswers('PHOTO_LINK_INVALID', 'FILE_NOT_FOUND'),
  },
}
