/**
 * The account a sign-in request names: `username`, else `mobile` (forms send one or the other).
 * Every sign-in route hands the services this value and the per-account limits key on it, so no
 * request can name one account to the limiter and another to the password or code check.
 */
export function signInAccount(fields: { username?: unknown; mobile?: unknown }): string {
  const value = fields.username || fields.mobile
  return typeof value === 'string' ? value.trim() : ''
}

/** The account as counted: full-width characters and case folded, so 'ADMIN' and 'ａｄｍｉｎ' share admin's budget. */
export function accountKey(name: string): string {
  return name.normalize('NFKC').trim().toLowerCase()
}
