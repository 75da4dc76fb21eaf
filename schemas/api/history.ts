import { Type, type Static } from '@sinclair/typebox'
import { Envelope, Paged } from './envelope.ts'
import { PageQuery } from './paging.ts'
import { ItemCard } from './goods.ts'
import { errorAnswers } from './errors.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const errors = errorAnswers('GOODS_NOT_FOUND', 'HISTORY_NOTHING_SELECTED', 'UNAUTHORIZED', 'VALIDATION')

const CompanyId = Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }))
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
/** An id list: an array, repeated keys, `key[]` keys or a comma list ("1,2,3"). */
const IdList = Type.Optional(Type.Array(Type.String({ maxLength: 11_000 }), { maxItems: 1000 }))

/** The goods card as the goods list shows it (off-shelf goods included, approve_status instock). */
export const Footprint = Type.Composite([
  ItemCard,
  Type.Object({
    history_id: Type.Integer(),
    /** Last time the member opened the goods, unix seconds (the page groups footprints by its day). */
    viewed_at: Type.Integer(),
    /** Same as viewed_at, under the ECShopX name. */
    updated: Type.Integer(),
  }),
])
export type Footprint = Static<typeof Footprint>

export const SaveBody = Type.Object({ item_id: Id, company_id: CompanyId })
export type SaveBody = Static<typeof SaveBody>

export const ListQuery = Type.Composite([PageQuery, Type.Object({ company_id: CompanyId })])
export type ListQuery = Static<typeof ListQuery>

/** Accepted in the query string and in the body alike. */
export const RemoveInput = Type.Object({
  history_ids: IdList,
  'history_ids[]': IdList,
  item_ids: IdList,
  'item_ids[]': IdList,
  /** 1 (or true) clears every footprint. */
  is_empty: Type.Optional(Type.String({ enum: ['0', '1', 'true', 'false'] })),
  company_id: CompanyId,
})
export type RemoveInput = Static<typeof RemoveInput>

const Removed = Type.Object({ status: Type.Boolean(), deleted: Type.Integer() })
export type FootprintsRemoved = Static<typeof Removed>

const tags = ['history']

export const saveSchema = {
  summary: '记录浏览足迹（同一商品只留最近一次；每人保留最近200条）',
  tags,
  body: SaveBody,
  response: {
    200: Envelope(
      Type.Object({
        status: Type.Boolean(),
        history_id: Type.Integer(),
        item_id: Type.Integer(),
        viewed_at: Type.Integer(),
      }),
    ),
    ...errors,
  },
}

export const listSchema = {
  summary: '我的足迹（最近浏览在前）',
  tags,
  querystring: ListQuery,
  response: { 200: Envelope(Paged(Footprint)), ...errors },
}

export const removeSchema = {
  summary: '删除足迹（history_ids 或 item_ids，或 is_empty=1 全部）',
  tags,
  querystring: RemoveInput,
  body: RemoveInput,
  response: { 200: Envelope(Removed), ...errors },
}
