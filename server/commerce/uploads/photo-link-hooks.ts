import type { FastifyInstance, preHandlerAsyncHookHandler, preSerializationAsyncHookHandler } from 'fastify'
import { now } from '../../../schemas/time.ts'
import { plainPhotoUrl, signPhotoUrl } from '../../lib/photo-links.ts'

type Rewrite = (url: string) => string

/** The fields that carry private photos, per kind of record. */
export const PHOTO_FIELDS = {
  aftersales: ['evidence_pic'],
  application: ['license_url', 'id_card_front_url', 'id_card_back_url'],
  rate: ['pics'],
} as const

/** Answers and bodies nest photo fields a few levels down (data → list → item); deeper is not looked at. */
const MAX_DEPTH = 6

const isRecord = (value: object): value is Record<string, unknown> => {
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

function rewriteField(field: unknown, rewrite: Rewrite): unknown {
  if (typeof field === 'string') return rewrite(field)
  if (!Array.isArray(field) || !field.some((item) => typeof item === 'string')) return field
  return field.map((item) => (typeof item === 'string' ? rewrite(item) : item))
}

/**
 * The value with the named fields (an address or a list of addresses) rewritten wherever they
 * sit; copied only where something changed, so shared values are never altered.
 */
export function rewritePhotoFields(value: unknown, fields: ReadonlySet<string>, rewrite: Rewrite, depth = 0): unknown {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) {
    const items = value.map((item) => rewritePhotoFields(item, fields, rewrite, depth + 1))
    return items.some((item, index) => item !== value[index]) ? items : value
  }
  if (!isRecord(value)) return value
  let copy: Record<string, unknown> | null = null
  for (const [name, field] of Object.entries(value)) {
    const next = fields.has(name) ? rewriteField(field, rewrite) : rewritePhotoFields(field, fields, rewrite, depth + 1)
    if (next !== field) {
      copy ??= { ...value }
      copy[name] = next
    }
  }
  return copy ?? value
}

/** preHandler: signed links in the body's photo fields back to the plain addresses forms store. */
export function plainPhotosIn(fields: readonly string[]): preHandlerAsyncHookHandler {
  const names = new Set(fields)
  return async (request) => {
    request.body = rewritePhotoFields(request.body, names, plainPhotoUrl)
  }
}

/** preSerialization: private photos in the answer's photo fields as signed links its reader can open. */
export function signedPhotosOut(secret: string, fields: readonly string[]): preSerializationAsyncHookHandler<unknown> {
  const names = new Set(fields)
  return async (_request, _reply, payload) => {
    const at = now()
    return rewritePhotoFields(payload, names, (url) => signPhotoUrl(secret, url, at))
  }
}

/**
 * For the routes of a plugin that show private photos to the ones entitled to them and take them
 * back in forms: answers carry signed links, bodies are read with the plain addresses.
 */
export function privatePhotoLinks(app: FastifyInstance, fields: readonly string[]): void {
  app.addHook('preHandler', plainPhotosIn(fields))
  app.addHook('preSerialization', signedPhotosOut(app.config.secret, fields))
}
