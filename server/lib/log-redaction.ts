import type { FastifyRequest, FastifyServerOptions } from 'fastify'

/**
 * Query and body fields that carry passwords, one-time codes, tickets or tokens. Legacy GET calls
 * (member.safe.*, user.account.verify) and callbacks (WeChat code/state) put them in the URL,
 * and every request's URL is logged.
 */
export const SECRET_FIELDS = [
  'password',
  'new_password',
  'old_password',
  'repassword',
  'password_confirm',
  'vcode',
  'yzm',
  'code',
  'state',
  'trust_ticket',
  'account_ticket',
  'verify_key',
  'token',
  'access_token',
  'ticket',
] as const

const REDACTED = '[REDACTED]'
const SECRET_NAMES = new Set<string>(SECRET_FIELDS)

/** Replaces the values of secret query parameters; the rest of the URL stays as sent. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?')
  if (start < 0) return url
  const end = url.indexOf('#', start)
  const query = url.slice(start + 1, end < 0 ? undefined : end)
  const redacted = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      if (eq < 0) return pair
      let name: string
      try {
        name = decodeURIComponent(pair.slice(0, eq).replaceAll('+', ' '))
      } catch {
        // A name that does not decode cannot be compared; its value is dropped rather than guessed at.
        return `${pair.slice(0, eq)}=${REDACTED}`
      }
      return SECRET_NAMES.has(name.trim().toLowerCase()) ? `${pair.slice(0, eq)}=${REDACTED}` : pair
    })
    .join('&')
  return `${url.slice(0, start)}?${redacted}${end < 0 ? '' : url.slice(end)}`
}

/** Scrubs URLs inside free text (messages that quote a request line). */
const URL_SECRET = new RegExp(`([?&](?:${SECRET_FIELDS.join('|')})=)[^&#\\s"']*`, 'gi')
export function redactText(text: string): string {
  return text.replace(URL_SECRET, `$1${REDACTED}`)
}

/** Where secrets sit in logged objects: headers of requests and answers, and request bodies/queries. */
const HEADER_PATHS = ['authorization', 'cookie', '["set-cookie"]'].flatMap((name) =>
  ['headers', 'req.headers', 'res.headers'].map((at) => `${at}${name.startsWith('[') ? '' : '.'}${name}`),
)
const BODY_PATHS = SECRET_FIELDS.flatMap((field) =>
  ['body', 'query', 'req.body', 'req.query'].map((at) => `${at}.${field}`),
)
/** Top-level password fields (a handler logging its input); code, state and token stay readable at top level, where they name error codes. */
const TOP_LEVEL_PATHS = [
  'password',
  'new_password',
  'old_password',
  'repassword',
  'password_confirm',
  'vcode',
  'trust_ticket',
  'account_ticket',
  'verify_key',
]

export const REDACT_PATHS = [...HEADER_PATHS, ...BODY_PATHS, ...TOP_LEVEL_PATHS]

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>

/**
 * The request as logged: Fastify's own fields with the URL's secrets replaced. Anything else
 * logged under `req` (a handler's own object) keeps its fields, the URL redacted likewise.
 */
function serializeRequest(request: FastifyRequest | Record<string, unknown>) {
  if (!('raw' in request) || typeof request.raw !== 'object') {
    return typeof request.url === 'string' ? { ...request, url: redactUrl(request.url) } : request
  }
  const fastifyRequest = request as FastifyRequest
  return {
    method: fastifyRequest.method,
    url: redactUrl(fastifyRequest.url),
    host: fastifyRequest.host,
    remoteAddress: fastifyRequest.ip,
    remotePort: fastifyRequest.socket?.remotePort,
  }
}

/**
 * The app's logger options: the configured level (or the caller's options, e.g. a test's stream)
 * always with the redaction on top, so no caller can switch it off by accident.
 */
export function loggerOptions(level: string, given: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (given === false) return false
  const base: LoggerOptions = typeof given === 'object' && given !== null ? given : { level }
  return {
    ...base,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { ...base.serializers, req: serializeRequest as never },
    formatters: {
      ...base.formatters,
      log: (object: Record<string, unknown>) =>
        typeof object.url === 'string' ? { ...object, url: redactUrl(object.url) } : object,
    },
    hooks: {
      ...base.hooks,
      logMethod(args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)),
        )
      },
    },
  }
}
