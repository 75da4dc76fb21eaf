import { Ajv, type ErrorObject } from 'ajv'
import type { FastifyError } from 'fastify'
import { fail } from '../../lib/errors.ts'
import { validationMessage } from '../../lib/validation-message.ts'
import { CartParams, type CartParam } from '../../../schemas/api/cart.ts'

/** A flag sent as 0/1 or true/false; undefined when absent. */
export function parseFlag(value: string | undefined): 0 | 1 | undefined {
  if (value === undefined) return undefined
  return value === '1' || value === 'true' ? 1 : 0
}

/** `selected_promotion`: '' / '0' / 'null' clear the pick; otherwise a promotion id. */
export function parsePromotionChoice(value: string | undefined): number | null | undefined {
  if (value === undefined) return undefined
  const text = value.trim()
  if (text === '' || text === '0' || text === 'null') return null
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647)
    throw fail('PARAMETER_FORMAT', { field: 'selected_promotion' })
  return Number(text)
}

// The same coercion the routes get from Fastify, for cart_params that arrive as JSON text.
const ajv = new Ajv({ coerceTypes: 'array', removeAdditional: 'all', useDefaults: true, allErrors: false })
const validateParams = ajv.compile(CartParams)

function paramsError(errors: ErrorObject[] | null | undefined): Error {
  const named = (errors ?? []).map((error) => ({ ...error, instancePath: `/cart_params${error.instancePath}` }))
  return fail('VALIDATION', { detail: validationMessage({ validation: named } as unknown as FastifyError) })
}

/** cart_params as a JSON array text (form posts) or an array (JSON bodies), checked line by line. */
export function parseCartParams(raw: unknown): CartParam[] {
  if (raw === undefined) throw fail('MISSING_PARAMETER', { field: 'cart_params' })
  let value = raw
  if (typeof raw === 'string') {
    if (raw.length > 100_000) throw fail('PARAMETER_TOO_LONG', { field: 'cart_params' })
    try {
      value = JSON.parse(raw)
    } catch {
      throw fail('PARAMETER_FORMAT', { field: 'cart_params' })
    }
  }
  // One line may be sent as a bare object.
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) value = [value]
  if (!Array.isArray(value)) throw fail('PARAMETER_FORMAT', { field: 'cart_params' })
  if (!validateParams(value)) throw paramsError(validateParams.errors)
  if (value.length === 0) throw fail('CART_UPDATE_NOTHING_SELECTED')
  return value as CartParam[]
}
