import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { testProviderOn, type TrustLoginConfig } from '../../config.ts'
import type { Database } from '../../db/types.ts'
import type { TrustLoginProvider } from './provider.ts'
import { testLoginProvider } from './testlogin.ts'
import { wechatOpenProvider } from './wechat.ts'

/** The enabled sign-in providers, one per login type. */
export class TrustLoginProviders {
  readonly #byType = new Map<string, TrustLoginProvider>()

  /** Where provider trouble (unreachable, refused codes) is logged; the shopper sees only a short message. */
  constructor(readonly log?: FastifyBaseLogger) {}

  /** Adds a provider or replaces the one of the same type. */
  register(provider: TrustLoginProvider): this {
    this.#byType.set(provider.type, provider)
    return this
  }

  get(type: string): TrustLoginProvider | undefined {
    return this.#byType.get(type)
  }

  list(): TrustLoginProvider[] {
    return [...this.#byType.values()]
  }
}

/**
 * WeChat when configured; otherwise 模拟微信登录 when switched on (TRUSTLOGIN_TEST=1), or in a
 * demo (`demo`) unless switched off.
 */
export function providersFromConfig(
  config: TrustLoginConfig,
  deps: { db: Kysely<Database>; secret: string; fetch?: typeof fetch; log?: FastifyBaseLogger; demo?: boolean },
): TrustLoginProviders {
  const providers = new TrustLoginProviders(deps.log)
  if (config.wechat) providers.register(wechatOpenProvider({ ...config.wechat, fetch: deps.fetch }))
  else if (testProviderOn(config.test, deps.demo ?? false)) providers.register(testLoginProvider(deps))
  return providers
}

/**
 * One set per database handle, so the sign-in routes here and POST login in the auth module —
 * which reaches this module with nothing but the database — use the same providers.
 */
const byDatabase = new WeakMap<Kysely<Database>, TrustLoginProviders>()

/**
 * Builds the app's providers once; a demo (`app.demo`: DEMO, or a database the demo seed made)
 * gets the test provider. A production server offering 模拟微信登录 says so loudly at start-up.
 */
export async function setUpTrustLoginProviders(app: FastifyInstance): Promise<TrustLoginProviders> {
  const existing = byDatabase.get(app.db)
  if (existing) return existing
  const demo = app.demo
  const providers = providersFromConfig(app.config.trustLogin, {
    db: app.db,
    secret: app.config.secret,
    log: app.log,
    demo,
  })
  byDatabase.set(app.db, providers)
  if (app.config.env === 'production' && providers.list().some((provider) => provider.isTest)) {
    app.log.warn(
      demo
        ? '模拟微信登录 is ON because this is the demo mall (seeded demo database or DEMO=1): anyone can sign in with a made-up WeChat user. A live shop starts from an empty database (SEED=0) or sets DEMO=0, and configures WECHAT_OPEN_APPID/WECHAT_OPEN_SECRET.'
        : '!!! 模拟微信登录 is ON for a shop that is not a demo (TRUSTLOGIN_TEST=1): anyone can sign in with a made-up WeChat user. Remove TRUSTLOGIN_TEST unless this is a test system. !!!',
    )
  }
  return providers
}

/** The app's providers, once setUpTrustLoginProviders built them (the sign-in routes do, at registration). */
export function trustLoginProviders(app: FastifyInstance): TrustLoginProviders {
  return providersFor(app.db)
}

/** Replaces the app's providers (tests pointing WeChat at a fake server). */
export function useTrustLoginProviders(app: FastifyInstance, providers: TrustLoginProviders): void {
  byDatabase.set(app.db, providers)
}

/** The providers bound to this database by the app that opened it. */
export function providersFor(db: Kysely<Database>): TrustLoginProviders {
  const providers = byDatabase.get(db)
  if (!providers) throw new Error('sign-in providers are not set up for this database; register trustloginRoutes first')
  return providers
}
