import { Ajv, type ErrorObject } from 'ajv'
import type { FastifyError } from 'fastify'
import { Type } from '@sinclair/typebox'
import { badRequest } from '../../lib/errors.ts'
import { validationMessage } from '../../lib/validation-message.ts'
import { CartParam } from '../../../schemas/api/cart.ts'

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
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw badRequest('参数格式错误：selected_promotion', 'VALIDATION')
  return Number(text)
}

// The same coercion the routes get from Fastify, for cart_params that arrive as JSON text.
const ajv = new Ajv({ coerceTypes: 'array', removeAdditional: 'all', useDefaults: true, allErrors: false })
const validateParams = ajv.compile(Type.Array(CartParam, { maxItems: 500 }))

function paramsError(errors: ErrorObject[] | null | undefined): Error {
  const named = (errors ?? []).map((error) => ({ ...error, instancePath: `/cart_params${error.instancePath}` }))
  return badRequest(validationMessage({ validation: named } as unknown as FastifyError), 'VALIDATION')
}

/** cart_params as a JSON array text (form posts) or an array (JSON bodies), checked line by line. */
export function parseCartParams(raw: unknown): CartParam[] {
  if (raw === undefined) throw badRequest('缺少必填参数：cart_params', 'VALIDATION')
  let value = raw
  if (typeof raw === 'string') {
    if (raw.length > 100_000) throw badRequest('参数 cart_params 过长', 'VALIDATION')
    try {
      value = JSON.parse(raw)
    } catch {
      throw badRequest('参数格式错误：cart_params', 'VALIDATION')
    }
  }
  // One line may be sent as a bare object.
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) value = [value]
  if (!Array.isArray(value)) throw badRequest('参数格式错误：cart_params', 'VALIDATION')
  if (!validateParams(value)) throw paramsError(validateParams.errors)
  if (value.length === 0) throw badRequest('请选择要修改的商品', 'VALIDATION')
  return value as CartParam[]
}
