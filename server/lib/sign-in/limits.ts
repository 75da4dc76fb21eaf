const MINUTE = 60_000

/**
 * Request budgets of the sign-in family of endpoints. Per-IP limits run before the body is read.
 * Failed sign-ins are counted per account and address, so guessing from one address stops while
 * a stranger's failures never lock the owner out (see `perAccountLimit`).
 */
export const limits = {
  captchaPerIp: { max: 30, timeWindow: '1 minute' },
  smsPerIp: { max: 10, timeWindow: '10 minutes' },
  /**
   * Requests from one address: one budget shared by every sign-in route (`signInPerIp`), and
   * each route's own for the other calls of the family (password recovery, account checks, setup).
   */
  loginPerIp: { max: 20, timeWindow: '1 minute' },
  /** Failed sign-ins on one account from one address; then that address waits out the window. */
  loginPerAccountAndIp: { max: 10, windowMs: 15 * MINUTE },
  /**
   * Failed sign-ins on one account from all addresses together. Past it the account is under
   * attack: an address it has not signed in from needs a code texted to the account's mobile
   * beside the password (an operator account without a mobile gets one try from such an address).
   */
  loginPerAccount: { max: 100, windowMs: 15 * MINUTE },
  /** After `freeFailures` failures from one address, each try waits 1 s, 2 s, 4 s … (at most `maxSeconds`) after the last one. */
  loginDelay: { freeFailures: 3, maxSeconds: 60 },
  /** How long an address an account signed in from counts as the owner's. */
  knownAddressMs: 30 * 24 * 60 * MINUTE,
  passwordChangePerIp: { max: 10, timeWindow: '15 minutes' },
} as const
