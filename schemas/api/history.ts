import { Type, type Static } from '@sinclair/typebox'
import { Paged } from './envelope.ts'
import { PageQuery } from './paging.ts'
import { ItemCard } from './goods.ts'
import { errorAnswers } from './errors.ts'
import { CompanyInput, FlagInput, Id, IdList, OptionalCompanyId } from './fields.ts'
import { queryOrBody, routeSchemas } from './route.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const errors = errorAnswers('GOODS_NOT_FOUND', 'HISTORY_NOTHING_SELECTED', 'UNAUTHORIZED', 'VALIDATION')

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

export const SaveBody = CompanyInput({ item_id: Id })
export type SaveBody = Static<typeof SaveBody>

export const ListQuery = Type.Composite([PageQuery, Type.Object({ company_id: OptionalCompanyId })])
export type ListQuery = Static<typeof ListQuery>

/** Accepted in the query string and in the body alike. */
export const RemoveInput = CompanyInput({
  history_ids: Type.Optional(IdList),
  'history_ids[]': Type.Optional(IdList),
  item_ids: Type.Optional(IdList),
  'item_ids[]': Type.Optional(IdList),
  /** 1 (or true) clears every footprint. */
  is_empty: Type.Optional(FlagInput),
})
export type RemoveInput = Static<typeof RemoveInput>

const Removed = Type.Object({ status: Type.Boolean(), deleted: Type.Integer() })
export type FootprintsRemoved = Static<typeof Removed>

const route = routeSchemas('history', errors)

export const saveSchema = route(
  Type.Object({
    status: Type.Boolean(),
    history_id: Type.Integer(),
    item_id: Type.Integer(),
    viewed_at: Type.Integer(),
  }),
  { summary: '记录浏览足迹（同一商品只留最近一次；每人保留最近200条）', body: SaveBody },
)

export const listSchema = route(Paged(Footprint), { summary: '我的足迹（最近浏览在前）', querystring: ListQuery })

export const removeSchema = route(Removed, {
  summary: '删除足迹（history_ids 或 item_ids，或 is_empty=1 全部）',
  ...queryOrBody(RemoveInput),
})
