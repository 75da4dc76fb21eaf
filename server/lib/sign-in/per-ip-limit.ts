import { normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify'
import { limits } from './limits.ts'

const hooks = new WeakMap<object, onRequestAsyncHookHandler>()

/**
 * onRequest of every sign-in route (member password and SMS sign-in, registration, staff,
 * merchant sign-in and sign-up, operator and designer sign-in, binding WeChat to an existing
 * account): one budget per address for all of them together, so spreading guesses over the
 * routes buys nothing. Counted before the body is read, in Redis when the app has it (every
 * instance together), else in this process. An IPv6 address counts by its /64, as the
 * per-route limits do, since one subscriber holds a whole /64.
 */
export function signInPerIp(app: FastifyInstance): onRequestAsyncHookHandler {
  let hook = hooks.get(app.server)
  if (!hook) {
    hook = app.rateLimit({
      ...limits.loginPerIp,
      keyGenerator: (request: FastifyRequest) => `sign-in:${normalizeIP(request.ip)}`,
    }) as unknown as onRequestAsyncHookHandler
    hooks.set(app.server, hook)
  }
  return hook
}
