import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox'

/**
 * Per-field refusals of a form: field path → Chinese message. A path names the field as the
 * request body spells it, array items by index, joined by dots (`item_name`, `skus.2.price`,
 * `spec_groups.0.values.1.name`). A form shows each message under its field.
 *
 * The server sends them in the error body beside the usual fields, e.g. a 400 GOODS_INVALID:
 * `{ status_code: 400, code: 'GOODS_INVALID', message: '商品信息有2处需要修改', msg, fields: { ... } }`.
 */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>

export const FieldErrorsSchema = Type.Record(Type.String(), Type.String(), {
  description: '字段路径（如 skus.2.price）→ 该字段的中文提示',
})

/** The error body of a refusal that carries per-field messages. */
export const FieldErrorBody = Type.Object({
  status_code: Type.Integer(),
  code: Type.String(),
  message: Type.String(),
  msg: Type.String(),
  fields: FieldErrorsSchema,
})
export type FieldErrorBody = Static<typeof FieldErrorBody>

/**
 * Error answers (schemas/api/errors.ts `errorAnswers`) whose bodies may also carry `fields`, for
 * routes whose refusals name the fields of a form.
 */
export function withFieldErrors(answers: Record<number, TSchema>): Record<number, TObject> {
  return Object.fromEntries(
    Object.entries(answers).map(([status, schema]) => [
      status,
      Type.Object(
        { ...(schema as TObject).properties, fields: Type.Optional(FieldErrorsSchema) },
        { examples: schema.examples },
      ),
    ]),
  )
}
