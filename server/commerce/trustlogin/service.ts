import type { Kysely } from 'kysely'
import type { Database, Member } from '../../db/types.ts'
import { type AppError, fail } from '../../lib/errors.ts'
import { findMemberById, isUniqueViolation } from '../member/repo.ts'
import { checkState, findLiveGrant, identityOf, issueGrant, issueState, useGrant, useState } from './grants.ts'
import { TrustLoginDenied, TrustLoginUnavailable, type TrustIdentity, type TrustLoginProvider } from './provider.ts'
import { callbackUrl } from './redirect.ts'
import { providersFor, type TrustLoginProviders } from './registry.ts'
import {
  deleteMemberBinding,
  findBindingByOpenid,
  findBindingByUnionid,
  findMemberBinding,
  insertBinding,
  listMemberBindings,
  refreshBinding,
} from './repo.ts'
import { now } from '../../../schemas/time.ts'

/**
 * Third-party sign-in (spec 7.2: POST login with auth_type pc_wxqrcode, /user.trustlogin.*,
 * trustlogin/params, trustlogin/list). A bound identity signs its member in; an unbound one gets
 * a ticket that the bind step turns into a binding, to an account proven by its credentials
 * (bindExistsUser) or to the signed-in member (bind).
 */

/** A state lives as long as a QR page may sensibly stay open. */
export const STATE_TTL = 10 * 60
/** Time to sign in with an existing account after scanning. */
export const TICKET_TTL = 30 * 60
/** The cookie holding the browser key that states are bound to. */
export const BROWSER_KEY_COOKIE = 'trustlogin_key'

/** auth_type values of POST login and trustlogin/params, and the login type each one uses. */
const AUTH_TYPES: Record<string, string> = { pc_wxqrcode: 'weixin' }
/** Shoppers' names of the login types. */
const TYPE_NAMES: Record<string, string> = { weixin: '微信' }

export const typeName = (type: string) => TYPE_NAMES[type] ?? type

const stateInvalid = () => fail('TRUST_STATE')
const codeRefused = () => fail('TRUST_CODE')
const ticketInvalid = () => fail('TRUST_TICKET')
const openidTaken = () => fail('TRUST_OPENID_TAKEN')
const memberTaken = () => fail('TRUST_MEMBER_BOUND')

export interface TrustDeps {
  db: Kysely<Database>
  secret: string
}

/** The provider behind an auth_type; 400 when the type is unknown or nothing serves it. */
function providerForAuthType(providers: TrustLoginProviders, authType: string | undefined): TrustLoginProvider {
  const type = AUTH_TYPES[authType || 'pc_wxqrcode']
  if (!type) throw fail('AUTH_TYPE')
  const provider = providers.get(type)
  if (!provider) throw fail('WXQRCODE_UNSUPPORTED')
  return provider
}

/** GET trustlogin/list: the enabled login types. */
export function enabledProviders(db: Kysely<Database>) {
  return providersFor(db)
    .list()
    .map((provider) => ({ type: provider.type, name: typeName(provider.type), is_test: provider.isTest }))
}

export interface ParamsInput {
  companyId: number
  authType?: string
  redirectUrl?: string
  /** The shop's public URL (PUBLIC_URL); callbacks are built on it. */
  site: string
  /** CORS_ORIGINS' listed origins: an API client there may be called back on its own page. */
  clients?: readonly string[]
  browserKey: string
}

/** GET trustlogin/params: what the storefront needs to show the QR code or send the browser to the provider. */
export function loginParams(deps: TrustDeps, input: ParamsInput) {
  const provider = providerForAuthType(providersFor(deps.db), input.authType)
  const redirectUri = callbackUrl(input.redirectUrl || '/auth/wx-login', input.site, input.clients)
  if (!redirectUri) throw fail('REDIRECT_URL')
  const state = issueState(
    deps.secret,
    { companyId: input.companyId, type: provider.type, browserKey: input.browserKey },
    STATE_TTL,
  )
  return {
    type: provider.type,
    appid: provider.appId,
    scope: provider.scope,
    state,
    redirect_uri: redirectUri,
    url: provider.authorizeUrl(state, redirectUri),
    expires_in: STATE_TTL,
  }
}

export interface CallbackInput {
  companyId: number
  code?: string
  state?: string
  browserKey?: string
}

/**
 * Checks and uses up the state of a provider callback, then exchanges its code. The state is
 * used before the provider is asked, so a replayed callback is refused even if the provider
 * would accept its code.
 */
async function identityFromCallback(
  deps: TrustDeps,
  provider: TrustLoginProvider,
  input: CallbackInput,
): Promise<TrustIdentity> {
  const code = (input.code ?? '').trim()
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(code)) throw codeRefused()
  const checked = checkState(deps.secret, input.state, {
    companyId: input.companyId,
    type: provider.type,
    browserKey: input.browserKey ?? '',
  })
  if (!checked || !(await useState(deps.db, provider.type, checked))) throw stateInvalid()
  const log = providersFor(deps.db).log
  try {
    return await provider.exchange(code)
  } catch (error) {
    if (error instanceof TrustLoginDenied) {
      log?.info({ reason: error.message, type: provider.type }, 'sign-in code refused by the provider')
      throw codeRefused()
    }
    if (error instanceof TrustLoginUnavailable) {
      log?.error({ err: error, type: provider.type }, 'sign-in provider unavailable')
      throw fail('TRUST_UNAVAILABLE')
    }
    throw error
  }
}

/** POST login answers this instead of a token when the identity is bound to nobody yet. */
export interface TrustLoginPending {
  token: ''
  need_bind: true
  trust_ticket: string
  nickname: string
  avatar: string
}

/**
 * POST login with auth_type pc_wxqrcode: the member bound to the identity (the auth module opens
 * the session), or a ticket to bind it with. A binding made under the same unionid by another
 * app of the same WeChat account counts too, and takes the new openid.
 */
export async function signInWithCode(
  deps: TrustDeps,
  input: CallbackInput,
): Promise<{ member: Member } | { pending: TrustLoginPending }> {
  const provider = providerForAuthType(providersFor(deps.db), 'pc_wxqrcode')
  const identity = await identityFromCallback(deps, provider, input)
  const binding =
    (await findBindingByOpenid(deps.db, input.companyId, provider.type, identity.openid)) ??
    (identity.unionid
      ? await findBindingByUnionid(deps.db, input.companyId, provider.type, identity.unionid)
      : undefined)
  if (binding) {
    const member = await findMemberById(deps.db, binding.member_id)
    if (member) {
      await refreshBinding(deps.db, binding.id, identity).catch((error: unknown) => {
        // Another request bound this openid a moment ago; the old one still signs in.
        if (!isUniqueViolation(error)) throw error
      })
      return { member }
    }
  }
  const ticket = await issueGrant(deps.db, deps.secret, {
    kind: 'ticket',
    companyId: input.companyId,
    type: provider.type,
    identity,
    ttlSeconds: TICKET_TTL,
  })
  return {
    pending: { token: '', need_bind: true, trust_ticket: ticket, nickname: identity.nickname, avatar: identity.avatar },
  }
}

export interface BindingView {
  type: string
  name: string
  nickname: string
  avatar: string
  bound_at: number
}

const view = (row: { type: string; nickname: string; avatar: string; created_at: number }): BindingView => ({
  type: row.type,
  name: typeName(row.type),
  nickname: row.nickname,
  avatar: row.avatar,
  bound_at: row.created_at,
})

/** Which of the two uniques a failed insert hit, read after the failed transaction. */
async function conflictOf(
  db: Kysely<Database>,
  companyId: number,
  memberId: number,
  type: string,
  openid: string,
): Promise<AppError> {
  const holder = await findBindingByOpenid(db, companyId, type, openid)
  return holder && holder.member_id !== memberId ? openidTaken() : memberTaken()
}

/**
 * Binds an identity to a member, using up its ticket in the same transaction (so a failed bind
 * leaves the ticket usable, and two requests with one ticket bind at most once). Binding the
 * identity the member already has is a no-op. The unique keys decide races: of two parallel
 * binds of one openid, exactly one succeeds.
 */
async function bindIdentity(
  db: Kysely<Database>,
  input: { companyId: number; memberId: number; type: string; identity: TrustIdentity; ticketId?: string },
): Promise<BindingView> {
  const { companyId, memberId, type, identity } = input
  try {
    return await db.transaction().execute(async (trx) => {
      if (input.ticketId && !(await useGrant(trx, input.ticketId))) throw ticketInvalid()
      const own = await findMemberBinding(trx, companyId, memberId, type)
      if (own) {
        if (own.openid !== identity.openid) throw memberTaken()
        return view(own)
      }
      const holder = await findBindingByOpenid(trx, companyId, type, identity.openid)
      if (holder) throw openidTaken()
      return view(await insertBinding(trx, companyId, memberId, type, identity, now()))
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw await conflictOf(db, companyId, memberId, type, identity.openid)
    throw error
  }
}

/** The live ticket a request names, for the company it must belong to; 400 otherwise. */
export async function liveTicket(deps: TrustDeps, ticket: string | undefined, companyId: number) {
  const grant = await findLiveGrant(deps.db, deps.secret, 'ticket', ticket)
  if (!grant || grant.company_id !== companyId) throw ticketInvalid()
  return grant
}

/** Binds a ticket's identity to a member known to be signed in or proven by credentials. */
export async function bindTicket(
  deps: TrustDeps,
  input: { ticket: string | undefined; companyId: number; memberId: number },
): Promise<BindingView> {
  const grant = await liveTicket(deps, input.ticket, input.companyId)
  return bindIdentity(deps.db, {
    companyId: input.companyId,
    memberId: input.memberId,
    type: grant.type,
    identity: identityOf(grant),
    ticketId: grant.id,
  })
}

export interface BindInput {
  memberId: number
  trustTicket?: string
  code?: string
  state?: string
  browserKey?: string
}

/**
 * POST user.trustlogin.bind: binds to the signed-in member the identity of a ticket (from a
 * POST login that answered need_bind), or straight from a provider callback's code and state
 * (the storefront's 绑定微信 page).
 */
export async function bindToMember(deps: TrustDeps, input: BindInput): Promise<BindingView> {
  const member = await findMemberById(deps.db, input.memberId)
  if (!member) throw fail('MEMBER_NOT_FOUND')
  if (input.trustTicket)
    return bindTicket(deps, { ticket: input.trustTicket, companyId: member.company_id, memberId: member.id })
  if (!input.code && !input.state) throw fail('TRUST_TICKET_REQUIRED')
  const provider = providerForAuthType(providersFor(deps.db), 'pc_wxqrcode')
  const identity = await identityFromCallback(deps, provider, {
    companyId: member.company_id,
    code: input.code,
    state: input.state,
    browserKey: input.browserKey,
  })
  return bindIdentity(deps.db, { companyId: member.company_id, memberId: member.id, type: provider.type, identity })
}

/** GET user.trustlogin.list: the member's own bindings. */
export async function memberBindings(db: Kysely<Database>, memberId: number): Promise<BindingView[]> {
  return (await listMemberBindings(db, memberId)).map(view)
}

/** POST user.trustlogin.unbind: removes the member's own binding of a type. */
export async function unbind(db: Kysely<Database>, memberId: number, type: string | undefined): Promise<void> {
  const value = (type ?? '').trim()
  if (!value) throw fail('TRUST_TYPE_REQUIRED')
  if (!(await deleteMemberBinding(db, memberId, value))) throw fail('TRUST_NOT_BOUND')
}
