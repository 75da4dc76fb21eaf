import { Type, type TSchema } from '@sinclair/typebox'

/** Every success answer is `{ data: ... }`. */
export const Envelope = <T extends TSchema>(data: T) => Type.Object({ data })

export const ErrorResponse = Type.Object(
  {
    status_code: Type.Integer(),
    code: Type.String(),
    message: Type.String(),
    msg: Type.String({ description: '同 message（供读取 msg 的客户端）' }),
  },
  { $id: 'ErrorResponse' },
)

/** Paged lists answer `{ list, total_count }`. */
export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({ list: Type.Array(item), total_count: Type.Integer() })
