import { Ajv } from 'ajv'
import type { FastifySchemaCompiler } from 'fastify'
import { SCHEMA_KEYWORDS } from '../../schemas/style.ts'

/**
 * The designer API's request validator. The app's own validator removes every property a schema
 * does not list (`removeAdditional: 'all'`), which would strip a draft's widgets down to uuid and
 * type; here only objects that forbid extra properties lose them, so widget settings arrive whole.
 * Coercion and defaults match the app's, so query strings and form posts behave the same.
 */
const ajv = new Ajv({
  removeAdditional: true,
  coerceTypes: 'array',
  useDefaults: true,
  allErrors: false,
  strict: false,
})
for (const keyword of SCHEMA_KEYWORDS) ajv.addKeyword({ keyword })

export const designerValidator: FastifySchemaCompiler<unknown> = ({ schema }) => ajv.compile(schema as object)
