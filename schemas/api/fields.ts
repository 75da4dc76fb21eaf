import { Type, type TProperties, type TSchema } from '@sinclair/typebox'

/**
 * Request fields many API modules take, each written once. The bounds keep ids 32-bit integers;
 * text lengths only stop absurd input, the services check the real limits with their own messages.
 */

/** A row id. */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })

/** A shop id; 0 is the platform itself (自营). */
export const DistributorId = Type.Integer({ minimum: 0, maximum: 2_147_483_647 })

/** company_id where a call may leave it out (spec 7.1). */
export const OptionalCompanyId = Type.Optional(Id)

/** company_id where a call may leave it out and the schema fills in 1 (spec 7.1). */
export const DefaultCompanyId = Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, default: 1 }))

/** Flags arrive as 0/1 or true/false from forms and JSON alike; ajv coerces them all to these strings. */
export const FlagInput = Type.String({ enum: ['0', '1', 'true', 'false'] })

/** An id list: one id, an array (JSON), repeated keys, `key[]` keys or a comma list ("1,2,3"). */
export const IdList = Type.Array(Type.String({ maxLength: 11_000 }), { maxItems: 1000 })

/** Order numbers are digits; the bound only stops absurd input, the service answers 404 for the rest. */
export const OrderNumber = Type.String({ maxLength: 32 })

/** The schema, or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

/** A request object of the shopper API: its own fields, then company_id where a call may leave it out. */
export const CompanyInput = <T extends TProperties>(properties: T) =>
  Type.Object({ ...properties, company_id: OptionalCompanyId })

/** A request object whose company_id the schema fills in as 1 when a call leaves it out. */
export const DefaultCompanyInput = <T extends TProperties>(properties: T) =>
  Type.Object({ ...properties, company_id: DefaultCompanyId })

/** Optional text of at most maxLength characters, so that a missing field gets the service's own message. */
export const optionalText = (maxLength: number, description?: string) =>
  Type.Optional(Type.String({ maxLength, ...(description ? { description } : {}) }))
