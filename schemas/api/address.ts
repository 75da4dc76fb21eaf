import { Type, type Static } from '@sinclair/typebox'
import { Paged } from './envelope.ts'
import { PageQuery } from './paging.ts'
import { errorAnswers } from './errors.ts'
import { CompanyInput, FlagInput, Id, OptionalCompanyId } from './fields.ts'
import { routeSchemas } from './route.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const errors = errorAnswers(
  'ADDRESS_DETAIL_REQUIRED',
  'ADDRESS_INVALID',
  'ADDRESS_LIMIT',
  'ADDRESS_NAME_REQUIRED',
  'ADDRESS_NAME_TOO_LONG',
  'ADDRESS_NOT_FOUND',
  'ADDRESS_POSTCODE_INVALID',
  'MOBILE_INVALID',
  'REGION_INVALID',
  'UNAUTHORIZED',
  'VALIDATION',
)

export { FlagInput }

/**
 * Both the ECShopX names (username, telephone, adrdetail, postalCode) and the plain ones (name,
 * mobile, addr, postcode) are accepted. Lengths here only stop absurd input; the service checks
 * the real limits so the shopper gets a precise message.
 */
export const AddressBody = CompanyInput({
  username: Type.Optional(Type.String({ maxLength: 100 })),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  telephone: Type.Optional(Type.String({ maxLength: 32 })),
  mobile: Type.Optional(Type.String({ maxLength: 32 })),
  province: Type.Optional(Type.String({ maxLength: 50 })),
  city: Type.Optional(Type.String({ maxLength: 50 })),
  county: Type.Optional(Type.String({ maxLength: 50 })),
  province_code: Type.Optional(Type.String({ maxLength: 12 })),
  city_code: Type.Optional(Type.String({ maxLength: 12 })),
  county_code: Type.Optional(Type.String({ maxLength: 12 })),
  adrdetail: Type.Optional(Type.String({ maxLength: 500 })),
  addr: Type.Optional(Type.String({ maxLength: 500 })),
  postalCode: Type.Optional(Type.String({ maxLength: 20 })),
  postcode: Type.Optional(Type.String({ maxLength: 20 })),
  is_def: Type.Optional(FlagInput),
})
export type AddressBody = Static<typeof AddressBody>

export const Address = Type.Object({
  address_id: Type.Integer(),
  /** Same id under the name the address picker and legacy calls use. */
  addr_id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  telephone: Type.String(),
  mobile: Type.String(),
  province: Type.String(),
  city: Type.String(),
  county: Type.String(),
  province_code: Type.String(),
  city_code: Type.String(),
  county_code: Type.String(),
  adrdetail: Type.String(),
  addr: Type.String(),
  postalCode: Type.String(),
  postcode: Type.String(),
  is_def: Type.Union([Type.Literal(0), Type.Literal(1)]),
  /** "province city county", as the address picker shows it. */
  area: Type.String(),
  created: Type.Integer(),
  updated: Type.Integer(),
})
export type Address = Static<typeof Address>

export const AddressIdParams = Type.Object({ address_id: Id })
export type AddressIdParams = Static<typeof AddressIdParams>

export const LegacyIdQuery = CompanyInput({ addr_id: Id })
export type LegacyIdQuery = Static<typeof LegacyIdQuery>

export const ListQuery = Type.Composite([PageQuery, Type.Object({ company_id: OptionalCompanyId })])
export type ListQuery = Static<typeof ListQuery>

export const CompanyQuery = Type.Object({ company_id: OptionalCompanyId })

const Deleted = Type.Object({ status: Type.Boolean(), address_id: Type.Integer() })
export type AddressDeleted = Static<typeof Deleted>

const route = routeSchemas('address', errors)

export const listSchema = route(Paged(Address), {
  summary: '收货地址列表（默认地址在前，其余按新建时间倒序）',
  querystring: ListQuery,
})

export const getSchema = route(Address, { summary: '收货地址详情', params: AddressIdParams, querystring: CompanyQuery })

export const createSchema = route(Address, {
  summary: '新建收货地址（第一个地址自动成为默认地址；每人最多20个）',
  body: AddressBody,
})

export const updateSchema = route(Address, {
  summary: '修改收货地址（只改提交的字段；is_def=1 设为默认）',
  params: AddressIdParams,
  body: AddressBody,
})

export const deleteSchema = route(Deleted, {
  summary: '删除收货地址（删除默认地址时最新的地址成为默认）',
  params: AddressIdParams,
  querystring: CompanyQuery,
})

export const legacyGetSchema = route(Address, {
  summary: '收货地址详情（旧接口 member.address.get）',
  querystring: LegacyIdQuery,
})

export const legacyAddSchema = { ...createSchema, summary: '新建收货地址（旧接口 member.address.add）' }

export const legacyDeleteSchema = route(Deleted, {
  summary: '删除收货地址（旧接口 member.address.delete）',
  body: LegacyIdQuery,
})

export const legacySetDefaultSchema = route(Address, {
  summary: '设为默认收货地址（旧接口 member.address.setDefault）',
  querystring: LegacyIdQuery,
})
export const legacySetDefaultBodySchema = route(Address, { summary: '设为默认收货地址（POST）', body: LegacyIdQuery })
