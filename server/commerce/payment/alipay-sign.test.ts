import { createVerify } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  beijingTime,
  canonicalString,
  responseContent,
  rsa2Sign,
  rsa2Verify,
  signRequest,
  verifyCallback,
} from './alipay-sign.ts'
import { privateKeyFrom, publicKeyFrom } from './keys.ts'
import { rsaKeys } from './test-fixtures.ts'

const keys = rsaKeys()

/** The request of Alipay's "自行实现签名" guide. */
const documented = {
  app_id: '2014072300007148',
  method: 'alipay.mobile.public.menu.add',
  charset: 'GBK',
  sign_type: 'RSA2',
  timestamp: '2014-07-24 03:07:50',
  biz_content: '{"button":[{"actionParam":"ZFB_HFCZ","actionType":"out","name":"话费充值"}]}',
  sign: 'ERITJKEIJKJHKKKKKKKHJEREEEEEEEEEEE',
  version: '1.0',
}

describe('canonicalString', () => {
  it("sorts the parameters by key, leaves out sign and joins raw key=value pairs with & (Alipay's documented example)", () => {
    expect(canonicalString(documented)).toBe(
      'app_id=2014072300007148&biz_content={"button":[{"actionParam":"ZFB_HFCZ","actionType":"out","name":"话费充值"}]}&charset=GBK&method=alipay.mobile.public.menu.add&sign_type=RSA2&timestamp=2014-07-24 03:07:50&version=1.0',
    )
  })

  it('leaves out empty values and, for notifications, sign_type as well', () => {
    const notify = {
      trade_status: 'TRADE_SUCCESS',
      out_trade_no: '2026',
      sign_type: 'RSA2',
      sign: 'x',
      buyer_logon_id: '',
      gmt_payment: undefined,
      app_id: '1',
    }
    expect(canonicalString(notify, ['sign', 'sign_type'])).toBe('app_id=1&out_trade_no=2026&trade_status=TRADE_SUCCESS')
  })

  it('sorts by ASCII code, upper case before lower case and _ between them', () => {
    expect(canonicalString({ b: '1', B: '2', a_b: '3', ab: '4', a: '5' })).toBe('B=2&a=5&a_b=3&ab=4&b=1')
  })
})

describe('RSA2 signatures', () => {
  it('signs SHA256withRSA in base64, which any SHA256withRSA verifier accepts', () => {
    const content = canonicalString(documented)
    const signature = rsa2Sign(content, keys.privateKey)
    expect(createVerify('RSA-SHA256').update(content, 'utf8').verify(keys.publicPem, signature, 'base64')).toBe(true)
    expect(rsa2Verify(content, signature, keys.publicKey)).toBe(true)
  })

  it('rejects a changed parameter, another key and garbage signatures', () => {
    const signed = signRequest(
      { app_id: '1', method: 'alipay.trade.query', sign_type: 'RSA2', biz_content: '{"out_trade_no":"1"}' },
      keys.privateKey,
    )
    expect(rsa2Verify(canonicalString(signed), signed.sign, keys.publicKey)).toBe(true)
    expect(
      rsa2Verify(canonicalString({ ...signed, biz_content: '{"out_trade_no":"2"}' }), signed.sign, keys.publicKey),
    ).toBe(false)
    expect(rsa2Verify(canonicalString(signed), signed.sign, rsaKeys().publicKey)).toBe(false)
    for (const garbage of ['', 'not base64!', 'AAAA', '💥'])
      expect(rsa2Verify('x', garbage, keys.publicKey)).toBe(false)
  })

  it('verifies a notification signed over everything but sign and sign_type, and only as RSA2', () => {
    const params = { out_trade_no: '1', total_amount: '88.88', trade_status: 'TRADE_SUCCESS', app_id: '1' }
    const sign = rsa2Sign(canonicalString(params), keys.privateKey)
    expect(verifyCallback({ ...params, sign, sign_type: 'RSA2' }, keys.publicKey)).toBe(true)
    expect(verifyCallback({ ...params, sign, sign_type: 'RSA' }, keys.publicKey)).toBe(false)
    expect(verifyCallback({ ...params, total_amount: '0.01', sign, sign_type: 'RSA2' }, keys.publicKey)).toBe(false)
    expect(verifyCallback({ ...params, sign_type: 'RSA2' }, keys.publicKey)).toBe(false)
  })
})

describe('responseContent', () => {
  it('cuts the answer object out exactly as sent, braces inside strings included', () => {
    const inner =
      '{"code":"10000","msg":"Success","subject":"礼盒 {限量} \\"版\\"","fund_bill_list":[{"amount":"1.00"}]}'
    const text = `{"alipay_trade_query_response":${inner},"sign":"abc"}`
    expect(responseContent(text, 'alipay.trade.query')).toEqual({ content: inner, sign: 'abc' })
  })

  it('finds error_response, and nothing in text that is not an answer', () => {
    expect(responseContent('{"error_response":{"code":"40002"}}', 'alipay.trade.query')).toEqual({
      content: '{"code":"40002"}',
      sign: undefined,
    })
    expect(responseContent('<html>502</html>', 'alipay.trade.query')).toBeUndefined()
    expect(responseContent('{"other":{}}', 'alipay.trade.query')).toBeUndefined()
  })
})

describe('keys', () => {
  it('reads PEM and the bare base64 Alipay prints, PKCS#8 and PKCS#1', () => {
    const bare = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '')
    const pkcs1 = keys.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString()
    const content = 'content'
    for (const text of [keys.privatePem, bare(keys.privatePem), pkcs1, bare(pkcs1)]) {
      expect(
        rsa2Verify(content, rsa2Sign(content, privateKeyFrom(text, 'KEY')), publicKeyFrom(bare(keys.publicPem), 'KEY')),
      ).toBe(true)
    }
  })

  it('refuses what is not an RSA key', () => {
    expect(() => privateKeyFrom('nonsense', 'ALIPAY_PRIVATE_KEY')).toThrow('ALIPAY_PRIVATE_KEY')
    expect(() =>
      publicKeyFrom('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----', 'ALIPAY_PUBLIC_KEY'),
    ).toThrow('ALIPAY_PUBLIC_KEY')
  })
})

describe('beijingTime', () => {
  it('writes unix seconds as Beijing time', () => {
    expect(beijingTime(Date.UTC(2014, 6, 23, 19, 7, 50) / 1000)).toBe('2014-07-24 03:07:50')
  })
})
