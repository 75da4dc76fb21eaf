import type { PaymentProvider } from './provider.ts'
import { PAY_CHANNELS } from '../../../schemas/api/payment.ts'

/**
 * 模拟支付: pays the moment the cashier asks, on any channel, and refunds at once. It exists for
 * demos and tests: it runs only in a demo (DEMO, or the seeded demo database) or with
 * PAYMENT_TESTPAY=1 (see providersFromConfig). Nothing is kept outside our
 * own tables, so a query never finds a payment the cashier did not already record.
 */
export function testpayProvider(): PaymentProvider {
  return {
    payType: 'testpay',
    name: '模拟支付',
    channels: PAY_CHANNELS,
    defaultChannel: { pc: 'pc', h5: 'wap' },
    async createPayment(_order, payment) {
      return { paid: { providerTradeNo: `TEST${payment.trade_no}` } }
    },
    async query() {
      return { paid: false, amount: 0, providerTradeNo: null }
    },
    async refund() {
      return { status: 'SUCCESS' }
    },
  }
}
