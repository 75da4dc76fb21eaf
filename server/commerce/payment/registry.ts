import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { PaymentConfig } from '../../config.ts'
import type { Database } from '../../db/types.ts'
import { alipayProvider, type AlipayProvider } from './alipay.ts'
import type { PaymentProvider } from './provider.ts'
import { testpayProvider } from './testpay.ts'
import { wxpayProvider } from './wxpay.ts'

/** The enabled payment providers, in the order the cashier lists them. */
export class PaymentProviders {
  readonly #byType = new Map<string, PaymentProvider>()

  /** Adds a provider or replaces the one with the same pay_type. */
  register(provider: PaymentProvider): this {
    this.#byType.set(provider.payType, provider)
    return this
  }

  get(payType: string): PaymentProvider | undefined {
    return this.#byType.get(payType)
  }

  /** The Alipay provider, which alone also verifies browser returns. */
  alipay(): AlipayProvider | undefined {
    return this.#byType.get('alipay') as AlipayProvider | undefined
  }

  list(): PaymentProvider[] {
    return [...this.#byType.values()]
  }
}

export function providersFromConfig(config: PaymentConfig): PaymentProviders {
  const providers = new PaymentProviders()
  if (config.testpay) providers.register(testpayProvider())
  if (config.alipay) providers.register(alipayProvider(config.alipay))
  if (config.wxpay) providers.register(wxpayProvider(config.wxpay))
  return providers
}

/**
 * One set of providers per database handle: the cashier routes, the notification routes and
 * refund(db, …) — which other modules call with nothing but the database — all reach the same one.
 */
const byDatabase = new WeakMap<Kysely<Database>, PaymentProviders>()

/** The app's providers, built from its config the first time they are asked for. */
export function paymentProviders(app: FastifyInstance): PaymentProviders {
  let providers = byDatabase.get(app.db)
  if (!providers) {
    providers = providersFromConfig(app.config.payment)
    byDatabase.set(app.db, providers)
  }
  return providers
}

/** The providers bound to this database by the app that opened it. */
export function providersFor(db: Kysely<Database>): PaymentProviders {
  const providers = byDatabase.get(db)
  if (!providers) throw new Error('payment providers are not set up for this database; register paymentRoutes first')
  return providers
}
