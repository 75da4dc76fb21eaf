import { Type, type Static } from '@sinclair/typebox'
import { ImageRecord } from './designer.ts'

/**
 * The wire contract of the 图片库 (media library) under /api/designer/media: search by name, size
 * and upload date, one tag per image, each image's uses, and deleting images nothing uses.
 * The server's route schemas and the designer's client both read these.
 */

export const MEDIA_PATH = 'media'

/** Longest tag, in characters. */
export const MEDIA_TAG_MAX = 12
/** Most images deleted in one request. */
export const MEDIA_DELETE_MAX = 50

/** Size classes the library filters by: 小图 fits 500 × 500, 大图 is 1000 px or more on a side. */
export const MEDIA_SIZES = { small: '小图（500×500 以内）', medium: '中图', large: '大图（宽或高 ≥ 1000）' } as const
export type MediaSize = keyof typeof MEDIA_SIZES
export const SMALL_MAX = 500
export const LARGE_MIN = 1000

export const MediaImage = Type.Composite([ImageRecord, Type.Object({ tag: Type.String() })])
export type MediaImage = Static<typeof MediaImage>

export const MediaQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
  keywords: Type.Optional(Type.String({ maxLength: 50, description: '文件名包含' })),
  size: Type.Optional(
    Type.Union([Type.Literal('small'), Type.Literal('medium'), Type.Literal('large')], { description: '尺寸' }),
  ),
  tag: Type.Optional(Type.String({ maxLength: MEDIA_TAG_MAX, description: '标签' })),
  from: Type.Optional(Type.Integer({ minimum: 0, description: '上传时间不早于（Unix 秒）' })),
  to: Type.Optional(Type.Integer({ minimum: 0, description: '上传时间早于（Unix 秒）' })),
})
export type MediaQuery = Static<typeof MediaQuery>

export const MediaIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) })
export type MediaIdParams = Static<typeof MediaIdParams>

export const MediaTagBody = Type.Object({
  tag: Type.String({ maxLength: MEDIA_TAG_MAX, description: '标签；空字符串去掉标签' }),
})
export type MediaTagBody = Static<typeof MediaTagBody>

export const MediaDeleteBody = Type.Object({
  ids: Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { minItems: 1, maxItems: MEDIA_DELETE_MAX }),
})
export type MediaDeleteBody = Static<typeof MediaDeleteBody>

export const MediaTag = Type.Object({ tag: Type.String(), count: Type.Integer() })
export type MediaTag = Static<typeof MediaTag>

/** Where an image is used, as the operator reads it: 页面「首页」草稿, 商品「…」. */
export const MediaUse = Type.Object({
  kind: Type.String(),
  id: Type.Integer(),
  name: Type.String(),
  label: Type.String(),
})
export type MediaUse = Static<typeof MediaUse>

export const MediaUses = Type.Object({ id: Type.Integer(), uses: Type.Array(MediaUse) })
export type MediaUses = Static<typeof MediaUses>

/** MEDIA_IN_USE carries, per refused image, where it is used. */
export const MediaInUse = Type.Object({
  status_code: Type.Integer(),
  code: Type.String(),
  message: Type.String(),
  msg: Type.String(),
  images: Type.Array(Type.Composite([MediaUses, Type.Object({ img_name: Type.String() })])),
})
export type MediaInUse = Static<typeof MediaInUse>

export const MediaDeleted = Type.Object({ deleted: Type.Array(Type.Integer()) })
export type MediaDeleted = Static<typeof MediaDeleted>
