import { Kind, type Static, type TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { ENV_VARIABLES, type EnvSchema } from './variables.ts'

export class ConfigError extends Error {}

/** The environment after validation: each declared variable trimmed and typed, absent when unset or empty. */
export type Env = Partial<Static<typeof EnvSchema>>

/** What a value must look like, in words, for the start-up error. */
function expected(schema: TSchema): string {
  if (schema.anyOf) {
    const options = (schema.anyOf as TSchema[]).map(expected)
    return `${options.slice(0, -1).join(', ')} or ${options.at(-1)}`
  }
  if (schema.const !== undefined) return String(schema.const)
  if (schema[Kind] === 'Integer') return `an integer ${schema.minimum}-${schema.maximum}`
  return schema.hint ?? 'text'
}

/** Integers arrive as text; anything else is compared as the text given. */
function typed(schema: TSchema, raw: string): unknown {
  const asNumber = /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw
  if (schema[Kind] === 'Integer') return asNumber
  if (schema.anyOf && (schema.anyOf as TSchema[]).some((option) => option[Kind] === 'Integer'))
    return Value.Check(schema, raw) ? raw : asNumber
  return raw
}

/**
 * Reads every declared variable from `source`, checked against its schema. The first wrong value
 * stops the start with a ConfigError naming the variable, what it must be, and what it was.
 * Undeclared variables are not read.
 */
export function readEnv(source: Record<string, string | undefined>): Env {
  const env: Record<string, unknown> = {}
  for (const [name, schema] of ENV_VARIABLES) {
    const raw = (source[name] ?? '').trim()
    if (raw === '') continue
    const value = typed(schema, raw)
    if (!Value.Check(schema, value)) throw new ConfigError(`${name} must be ${expected(schema)}, got "${raw}"`)
    env[name] = value
  }
  return env as Env
}
