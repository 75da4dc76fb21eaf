import { Type, type Static } from '@sinclair/typebox'

/** Accepts both `page`/`pageSize` and `page_no`/`page_size` (spec 7.1). */
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  page_no: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
})
export type PageQuery = Static<typeof PageQuery>
