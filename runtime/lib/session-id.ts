import { readCookie, writeCookie } from './cookies.ts'
import { storageNames } from './auth-storage.ts'

/** 32 hex characters from the CSPRNG; crypto.randomUUID is missing on plain-http pages. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The guest session id kept in the `user_session_id` cookie (30 days), created on first use. The
 * server has no document to keep one in, so it gets '' and the browser creates the id on hydration.
 */
export function ensureGuestSessionId(): string {
  if (typeof document === 'undefined') return ''
  const existing = readCookie(storageNames.sessionIdCookie)
  if (existing) return existing
  const id = randomId()
  writeCookie(storageNames.sessionIdCookie, id)
  return id
}
