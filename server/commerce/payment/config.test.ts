import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../config.ts'
import { providersFromConfig } from './registry.ts'
import { rsaKeys } from './test-fixtures.ts'

const base = { NODE_ENV: 'test', SECRET: 's', DATA_DIR: '/tmp/mallfront-config-test' }
const oneLine = (pem: string) => pem.trim().replaceAll('\n', '\\n')

describe('payment settings', () => {
  it('offer 模拟支付 only in a demo by default, always with PAYMENT_TESTPAY=1, and never with PAYMENT_TESTPAY=0', () => {
    expect(loadConfig(base).payment).toEqual({ testpay: 'demo', alipay: null, wxpay: null })
    const offered = (env: Record<string, string>, demo: boolean) =>
      providersFromConfig(loadConfig({ ...base, ...env }).payment, demo)
        .list()
        .map((p) => p.payType)
    expect(offered({}, true)).toEqual(['testpay'])
    expect(offered({}, false)).toEqual([])
    expect(offered({ PAYMENT_TESTPAY: '1' }, false)).toEqual(['testpay'])
    expect(offered({ PAYMENT_TESTPAY: '0' }, true)).toEqual([])
    expect(() => loadConfig({ ...base, PAYMENT_TESTPAY: 'yes please' })).toThrow(/PAYMENT_TESTPAY/)
  })

  it('enable Alipay and WeChat Pay when all their settings are given, keys with escaped line breaks included', () => {
    const app = rsaKeys()
    const platform = rsaKeys()
    const config = loadConfig({
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
    })
    const payment = config.payment
    expect(config.publicUrl).toBe('https://mall.example.com')
    expect(payment.alipay).toMatchObject({
      appId: '2021000000000001',
      gateway: 'https://openapi.alipay.com/gateway.do',
    })
    expect(payment.alipay!.privateKey).toBe(app.privatePem.trim())
    expect(
      providersFromConfig(payment, true)
        .list()
        .map((p) => p.payType),
    ).toEqual(['testpay', 'alipay', 'wxpay'])
  })

  it('refuse half a provider, a short APIv3 key, a PUBLIC_URL that is not an origin and an unreadable key', () => {
    expect(() => loadConfig({ ...base, ALIPAY_APP_ID: '1' })).toThrow(/ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY/)
    const wx = {
      WXPAY_MCHID: '1',
      WXPAY_APPID: 'wx',
      WXPAY_SERIAL_NO: 'S',
      WXPAY_PRIVATE_KEY: 'k',
      WXPAY_PLATFORM_PUBLIC_KEY: 'k',
    }
    expect(() => loadConfig({ ...base, ...wx, WXPAY_APIV3_KEY: 'short' })).toThrow(ConfigError)
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'mall.example.com' })).toThrow(/PUBLIC_URL/)
    const unreadable = loadConfig({
      ...base,
      ALIPAY_APP_ID: '1',
      ALIPAY_PRIVATE_KEY: 'not a key',
      ALIPAY_PUBLIC_KEY: 'not a key',
    }).payment
    expect(() => providersFromConfig(unreadable)).toThrow(/ALIPAY_PRIVATE_KEY/)
  })
})
