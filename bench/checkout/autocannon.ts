/**
 * autocannon, typed for what these benchmarks use (the package ships no types). Loaded through
 * require so no global module declaration can clash with another benchmark's.
 */
import { createRequire } from 'node:module'

export interface CannonRequest {
  method?: 'GET' | 'POST'
  path?: string
  headers?: Record<string, string>
  body?: string
}

export interface CannonStep extends CannonRequest {
  /** Builds the request right before it is sent; a falsy answer restarts the sequence. */
  setupRequest?: (request: CannonRequest, context: Record<string, unknown>) => CannonRequest | null
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void
}

export interface CannonOptions {
  url: string
  connections: number
  duration: number
  requests?: CannonStep[]
}

export interface CannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number }
  non2xx: number
  errors: number
  timeouts: number
  duration: number
}

const require = createRequire(import.meta.url)
export const autocannon = require('autocannon') as (options: CannonOptions) => Promise<CannonResult>
