import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { TrustLoginConfig } from '../../config.ts'
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

/** WeChat when configured; otherwise 模拟微信登录 unless TRUSTLOGIN_TEST=0. */
export function providersFromConfig(
  config: TrustLoginConfig,
  deps: { db: Kysely<Database>; secret: string; fetch?: typeof fetch; log?: FastifyBaseLogger },
): TrustLoginProviders {
  const providers = new TrustLoginProviders(deps.log)
  if (config.wechat) providers.register(wechatOpenProvider({ ...config.wechat, fetch: deps.fetch }))
  else if (config.test) providers.register(testLoginProvider(deps))
  return providers
}

/**
 * One set per database handle, so the sign-in routes here and POST login in the auth module —
 * which reaches this module with nothing but the database — use the same providers.
 */
const byDatabase = new WeakMap<Kysely<Database>, TrustLoginProviders>()

/** The app's providers, built from its config the first time they are asked for. */
export function trustLoginProviders(app: FastifyInstance): TrustLoginProviders {
  let providers = byDatabase.get(app.db)
  if (!providers) {
    providers = providersFromConfig(app.config.trustLogin, { db: app.db, secret: app.config.secret, log: app.log })
    byDatabase.set(app.db, providers)
  }
  return providers
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
