import { sign, verify, type KeyObject } from 'node:crypto'

/**
 * Alipay open-API signing (RSA2): the parameters with a non-empty value, except `sign` (and, when
 * verifying a notification or return, also `sign_type`), sorted by key in ASCII order and joined
 * as `key=value&…` with the raw, undecoded values; signed SHA256withRSA, base64.
 */

export type Params = Record<string, string | undefined>

export function canonicalString(params: Params, excluded: readonly string[] = ['sign']): string {
  return Object.keys(params)
    .filter((key) => !excluded.includes(key) && params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&')
}

export function rsa2Sign(content: string, privateKey: KeyObject): string {
  return sign('sha256', Buffer.from(content, 'utf8'), privateKey).toString('base64')
}

export function rsa2Verify(content: string, signature: string, publicKey: KeyObject): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false
  try {
    return verify('sha256', Buffer.from(content, 'utf8'), publicKey, Buffer.from(signature, 'base64'))
  } catch {
    return false
  }
}

/** A request's parameters with its `sign` added (sign_type is part of what is signed). */
export function signRequest(params: Record<string, string>, privateKey: KeyObject): Record<string, string> {
  return { ...params, sign: rsa2Sign(canonicalString(params), privateKey) }
}

/** Checks an asynchronous notification or a browser return: RSA2 over everything but sign and sign_type. */
export function verifyCallback(params: Params, publicKey: KeyObject): boolean {
  if (params.sign_type !== 'RSA2' || !params.sign) return false
  return rsa2Verify(canonicalString(params, ['sign', 'sign_type']), params.sign, publicKey)
}

/**
 * A gateway answer is `{"<method>_response":{…},"sign":"…"}` and the signature covers the
 * `{…}` exactly as sent, so it is cut out of the text rather than re-serialised. Errors come as
 * `error_response`. Answers undefined when neither is present.
 */
export function responseContent(
  text: string,
  method: string,
): { content: string; sign: string | undefined } | undefined {
  let parsed: Record<string, unknown>
  try {
    parsed = JSON.parse(text) as Record<string, unknown>
  } catch {
    return undefined
  }
  for (const key of [`${method.replaceAll('.', '_')}_response`, 'error_response']) {
    if (typeof parsed?.[key] !== 'object' || parsed[key] === null) continue
    const at = new RegExp(`"${key}"\\s*:\\s*\\{`).exec(text)
    if (!at) return undefined
    const start = at.index + at[0].length - 1
    const end = objectEnd(text, start)
    if (end === -1) return undefined
    return { content: text.slice(start, end + 1), sign: typeof parsed.sign === 'string' ? parsed.sign : undefined }
  }
  return undefined
}

/** Index of the `}` closing the object that opens at `start`, skipping strings; -1 if unbalanced. */
function objectEnd(text: string, start: number): number {
  let depth = 0
  let inString = false
  for (let i = start; i < text.length; i++) {
    const ch = text[i]
    if (inString) {
      if (ch === '\\') i++
      else if (ch === '"') inString = false
    } else if (ch === '"') inString = true
    else if (ch === '{') depth++
    else if (ch === '}' && --depth === 0) return i
  }
  return -1
}

/** Alipay's timestamp: Beijing time as "yyyy-MM-dd HH:mm:ss". */
export function beijingTime(unixSeconds: number): string {
  return new Date((unixSeconds + 8 * 3600) * 1000).toISOString().slice(0, 19).replace('T', ' ')
}
