import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../config.ts'
import { providersFromConfig } from './registry.ts'
import { rsaKeys } from './test-fixtures.ts'

const base = { NODE_ENV: 'test', SECRET: 's', DATA_DIR: '/tmp/mallfront-config-test' }
const oneLine = (pem: string) => pem.trim().replaceAll('\n', '\\n')

describe('payment settings', () => {
  it('offer only 模拟支付 by default, and nothing with PAYMENT_TESTPAY=0', () => {
    expect(loadConfig(base).payment).toEqual({ testpay: true, publicUrl: '', alipay: null, wxpay: null })
    expect(loadConfig({ ...base, PAYMENT_TESTPAY: '0' }).payment.testpay).toBe(false)
    expect(providersFromConfig(loadConfig({ ...base, PAYMENT_TESTPAY: '0' }).payment).list()).toEqual([])
  })

  it('enable Alipay and WeChat Pay when all their settings are given, keys with escaped line breaks included', () => {
    const app = rsaKeys()
    const platform = rsaKeys()
    const payment = loadConfig({
      ...base,
      PUBLIC_URL: 'https://mall.example.com/',
      ALIPAY_APP_ID: '2021000000000001',
      ALIPAY_PRIVATE_KEY: oneLine(app.privatePem),
      ALIPAY_PUBLIC_KEY: oneLine(platform.publicPem),
      WXPAY_MCHID: '1900000109',
      WXPAY_APPID: 'wxd678efh567hg6787',
      WXPAY_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      WXPAY_PRIVATE_KEY: oneLine(app.privatePem),
      WXPAY_APIV3_KEY: 'a'.repeat(32),
      WXPAY_PLATFORM_PUBLIC_KEY: oneLine(platform.publicPem),
    }).payment
    expect(payment.publicUrl).toBe('https://mall.example.com')
    expect(payment.alipay).toMatchObject({ appId: '2021000000000001', gateway: 'https://openapi.alipay.com/gateway.do' })
    expect(payment.alipay!.privateKey).toBe(app.privatePem.trim())
    expect(providersFromConfig(payment).list().map((p) => p.payType)).toEqual(['testpay', 'alipay', 'wxpay'])
  })

  it('refuse half a provider, a short APIv3 key, a PUBLIC_URL that is not an origin and an unreadable key', () => {
    expect(() => loadConfig({ ...base, ALIPAY_APP_ID: '1' })).toThrow(/ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY/)
    const wx = { WXPAY_MCHID: '1', WXPAY_APPID: 'wx', WXPAY_SERIAL_NO: 'S', WXPAY_PRIVATE_KEY: 'k', WXPAY_PLATFORM_PUBLIC_KEY: 'k' }
    expect(() => loadConfig({ ...base, ...wx, WXPAY_APIV3_KEY: 'short' })).toThrow(ConfigError)
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'mall.example.com' })).toThrow(/PUBLIC_URL/)
    const unreadable = loadConfig({ ...base, ALIPAY_APP_ID: '1', ALIPAY_PRIVATE_KEY: 'not a key', ALIPAY_PUBLIC_KEY: 'not a key' }).payment
    expect(() => providersFromConfig(unreadable)).toThrow(/ALIPAY_PRIVATE_KEY/)
  })
})
