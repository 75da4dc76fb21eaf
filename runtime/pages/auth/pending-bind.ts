/**
 * The WeChat identity waiting to be bound, carried from the /auth/wx-login callback to /auth/bind.
 * It lives in sessionStorage (this tab only, gone when the tab closes), never in the address: a
 * ticket in a URL would end up in the history, in logs and in a shared link.
 */

export interface PendingBind {
  ticket: string
  nickname: string
  avatar: string
  /** When the ticket was handed out (ms); the server keeps it for 30 minutes. */
  savedAt: number
}

const KEY = 'mf_wechat_pending_bind'
/** The server's ticket lifetime: an older one is not worth showing a form for. */
export const TICKET_TTL_MS = 30 * 60 * 1000

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

export function savePendingBind(pending: Omit<PendingBind, 'savedAt'>, now = Date.now()): void {
  try {
    session()?.setItem(KEY, JSON.stringify({ ...pending, savedAt: now }))
  } catch {
    // A blocked storage leaves the bind page to send the shopper back to sign in.
  }
}

/** The pending binding, or null when there is none, it is unreadable or its ticket has run out. */
export function readPendingBind(now = Date.now()): PendingBind | null {
  let value: unknown
  try {
    value = JSON.parse(session()?.getItem(KEY) ?? 'null')
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { ticket, nickname, avatar, savedAt } = value as Record<string, unknown>
  if (typeof ticket !== 'string' || !ticket || typeof savedAt !== 'number' || now - savedAt > TICKET_TTL_MS) return null
  return {
    ticket,
    nickname: typeof nickname === 'string' ? nickname : '',
    avatar: typeof avatar === 'string' ? avatar : '',
    savedAt,
  }
}

export function clearPendingBind(): void {
  try {
    session()?.removeItem(KEY)
  } catch {
    // Nothing stored means nothing to remove.
  }
}
