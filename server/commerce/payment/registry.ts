import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { testProviderOn, type PaymentConfig } from '../../config.ts'
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

/** The configured providers; 模拟支付 only when switched on, or in a demo (`demo`) unless switched off. */
export function providersFromConfig(config: PaymentConfig, demo = false): PaymentProviders {
  const providers = new PaymentProviders()
  if (testProviderOn(config.testpay, demo)) providers.register(testpayProvider())
  if (config.alipay) providers.register(alipayProvider(config.alipay))
  if (config.wxpay) providers.register(wxpayProvider(config.wxpay))
  return providers
}

/**
 * One set of providers per database handle: the cashier routes, the notification routes and
 * refund(db, …) — which other modules call with nothing but the database — all reach the same one.
 */
const byDatabase = new WeakMap<Kysely<Database>, PaymentProviders>()

/**
 * Builds the app's providers once; a demo (`app.demo`: DEMO, or a database the demo seed made)
 * gets the test provider. A production server offering 模拟支付 says so loudly at start-up.
 */
export async function setUpPaymentProviders(app: FastifyInstance): Promise<PaymentProviders> {
  const existing = byDatabase.get(app.db)
  if (existing) return existing
  const demo = app.demo
  const providers = providersFromConfig(app.config.payment, demo)
  byDatabase.set(app.db, providers)
  if (app.config.env === 'production' && providers.get('testpay')) {
    app.log.warn(
      demo
        ? '模拟支付 (testpay) is ON because this is the demo mall (seeded demo database or DEMO=1): any order can be marked paid without money. A live shop starts from an empty database (SEED=0) or sets DEMO=0.'
        : '!!! 模拟支付 (testpay) is ON for a shop that is not a demo (PAYMENT_TESTPAY=1): any order can be marked paid without money. Remove PAYMENT_TESTPAY unless this is a test system. !!!',
    )
  }
  return providers
}

/** The app's providers, once setUpPaymentProviders built them (the payment routes do, at registration). */
export function paymentProviders(app: FastifyInstance): PaymentProviders {
  return providersFor(app.db)
}

/** The providers bound to this database by the app that opened it. */
export function providersFor(db: Kysely<Database>): PaymentProviders {
  const providers = byDatabase.get(db)
  if (!providers) throw new Error('payment providers are not set up for this database; register paymentRoutes first')
  return providers
}
