import { createVerify } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { FakeWechatPay, rsaKeys } from './test-fixtures.ts'
import { authorization, decryptResource, jsapiParams, signLines, verifyLines, verifySigned } from './wxpay-sign.ts'

const keys = rsaKeys()

describe('request signing', () => {
  it('signs METHOD\\nURL\\nTIMESTAMP\\nNONCE\\nBODY\\n and sends it in a WECHATPAY2-SHA256-RSA2048 header', () => {
    const body = '{"appid":"wx1","amount":{"total":100}}'
    const header = authorization(
      { mchid: '1900009191', serialNo: 'ABC123', privateKey: keys.privateKey },
      'POST',
      '/v3/pay/transactions/native',
      body,
      1554208460,
      '593BEC0C930BF1AFEB40B4A08C8FB242',
    )
    const match =
      /^WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="([^"]+)",timestamp="1554208460",serial_no="ABC123"$/.exec(
        header,
      )
    expect(match).not.toBeNull()
    const message = `POST\n/v3/pay/transactions/native\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n${body}\n`
    expect(createVerify('RSA-SHA256').update(message, 'utf8').verify(keys.publicPem, match![1]!, 'base64')).toBe(true)
  })

  it('signs a GET with an empty body line', () => {
    const signature = signLines(['GET', '/v3/certificates', '1', 'n', ''], keys.privateKey)
    expect(
      createVerify('RSA-SHA256').update('GET\n/v3/certificates\n1\nn\n\n').verify(keys.publicPem, signature, 'base64'),
    ).toBe(true)
  })
})

describe('answer and notification signatures', () => {
  it('verifies timestamp\\nnonce\\nbody\\n with the platform key and nothing else', () => {
    const body = '{"code_url":"weixin://wxpay/bizpayurl?pr=1"}'
    const signature = signLines(['1700000000', 'abc', body], keys.privateKey)
    expect(verifySigned({ timestamp: '1700000000', nonce: 'abc', signature }, body, keys.publicKey)).toBe(true)
    expect(verifySigned({ timestamp: '1700000001', nonce: 'abc', signature }, body, keys.publicKey)).toBe(false)
    expect(verifySigned({ timestamp: '1700000000', nonce: 'abc', signature }, `${body} `, keys.publicKey)).toBe(false)
    expect(verifySigned({ timestamp: '1700000000', nonce: 'abc', signature }, body, rsaKeys().publicKey)).toBe(false)
    expect(verifyLines(['x'], '', keys.publicKey)).toBe(false)
  })
})

describe('decryptResource', () => {
  const wx = new FakeWechatPay()

  it('opens AEAD_AES_256_GCM with the APIv3 key, nonce and associated data', () => {
    const resource = wx.encrypt('{"out_trade_no":"1","trade_state":"SUCCESS"}')
    expect(decryptResource(resource, wx.apiv3Key)).toBe('{"out_trade_no":"1","trade_state":"SUCCESS"}')
  })

  it('throws on a changed ciphertext, associated data or key', () => {
    const resource = wx.encrypt('{"amount":{"total":1}}')
    const bytes = Buffer.from(resource.ciphertext, 'base64')
    bytes[0] = bytes[0]! ^ 1
    expect(() => decryptResource({ ...resource, ciphertext: bytes.toString('base64') }, wx.apiv3Key)).toThrow()
    expect(() => decryptResource({ ...resource, associated_data: 'refund' }, wx.apiv3Key)).toThrow()
    expect(() => decryptResource(resource, 'x'.repeat(32))).toThrow()
    expect(() => decryptResource({ ...resource, algorithm: 'AES_128' }, wx.apiv3Key)).toThrow()
  })
})

describe('jsapiParams', () => {
  it('signs appId\\ntimeStamp\\nnonceStr\\npackage\\n for getBrandWCPayRequest', () => {
    const params = jsapiParams(
      'wx8888888888888888',
      'wx201410272009395522657a690389285100',
      keys.privateKey,
      1414561699,
      '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
    )
    expect(params).toMatchObject({
      appId: 'wx8888888888888888',
      timeStamp: '1414561699',
      nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
      package: 'prepay_id=wx201410272009395522657a690389285100',
      signType: 'RSA',
    })
    const message =
      'wx8888888888888888\n1414561699\n5K8264ILTKCH16CQ2502SI8ZNMTM67VS\nprepay_id=wx201410272009395522657a690389285100\n'
    expect(createVerify('RSA-SHA256').update(message).verify(keys.publicPem, params.paySign, 'base64')).toBe(true)
  })
})
