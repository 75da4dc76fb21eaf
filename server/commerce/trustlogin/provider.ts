/**
 * What every third-party sign-in method implements. The storefront asks for an authorisation URL
 * (shown as a QR code or followed), the provider sends the browser back to our redirect URI with
 * `code` and `state`, and the server exchanges the code for the person's identity.
 */

/** The person as the provider knows them. `openid` is stable for our app; `unionid` across the provider's apps. */
export interface TrustIdentity {
  openid: string
  unionid: string | null
  nickname: string
  avatar: string
}

export interface TrustLoginProvider {
  /** Stored on bindings (member_trust_logins.type), e.g. 'weixin'. */
  readonly type: string
  /** The login method as shoppers know it, e.g. '微信'. */
  readonly name: string
  /** True for the simulated provider that never talks to the real service. */
  readonly isTest: boolean
  /** The app id shown to the storefront (WeChat's JS QR widget needs it). */
  readonly appId: string
  readonly scope: string
  /** Where to send the browser (or what to draw as a QR code) to ask the person for consent. */
  authorizeUrl(state: string, redirectUri: string): string
  /** Turns a one-time code from the callback into the identity; throws TrustLoginDenied or TrustLoginUnavailable. */
  exchange(code: string): Promise<TrustIdentity>
}

/** The provider refused the code (invalid, used or expired): the person should scan again. */
export class TrustLoginDenied extends Error {
  override name = 'TrustLoginDenied'
}

/** The provider could not be reached or answered something unusable; nothing is known about the code. */
export class TrustLoginUnavailable extends Error {
  override name = 'TrustLoginUnavailable'
}

const CONTROL = /[\u0000-\u001f\u007f]/
const CONTROLS = /[\u0000-\u001f\u007f]/g

/** A display name as we keep it: no control characters, at most 64 characters. */
export function cleanNickname(value: unknown): string {
  return typeof value === 'string' ? [...value.replace(CONTROLS, '').trim()].slice(0, 64).join('') : ''
}

/** An avatar URL as we keep it: http(s) only, at most 512 characters; anything else is dropped. */
export function cleanAvatar(value: unknown): string {
  if (typeof value !== 'string' || value.length > 512 || CONTROL.test(value)) return ''
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : ''
  } catch {
    return ''
  }
}

/** openid and unionid are short opaque tokens of letters, digits, '-' and '_'. */
export function isOpaqueId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(value)
}
