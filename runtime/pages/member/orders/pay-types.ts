/** How an order was paid, in the cashier's words. */
const PAY_TYPE_NAMES: Readonly<Record<string, string>> = {
  testpay: '模拟支付',
  alipay: '支付宝',
  wxpay: '微信支付',
  wxpaypc: '微信支付',
  point: '积分支付',
}

export function payTypeName(payType: string | null): string {
  if (!payType) return '—'
  return PAY_TYPE_NAMES[payType] ?? payType
}
