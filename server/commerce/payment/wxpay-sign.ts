import { createDecipheriv, randomBytes, sign, verify, type KeyObject } from 'node:crypto'

/**
 * WeChat Pay API v3 signatures. Every signed message is a list of lines, each ended by "\n":
 * a request signs METHOD, URL (path and query), timestamp, nonce and body with the merchant key
 * (SHA256-RSA); answers and notifications sign timestamp, nonce and body with the platform key.
 */

export function signLines(lines: readonly string[], privateKey: KeyObject): string {
  return sign('sha256', Buffer.from(lines.map((line) => `${line}\n`).join(''), 'utf8'), privateKey).toString('base64')
}

export function verifyLines(lines: readonly string[], signature: string, publicKey: KeyObject): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false
  try {
    return verify(
      'sha256',
      Buffer.from(lines.map((line) => `${line}\n`).join(''), 'utf8'),
      publicKey,
      Buffer.from(signature, 'base64'),
    )
  } catch {
    return false
  }
}

export const nonce = () => randomBytes(16).toString('hex').toUpperCase()

export interface Merchant {
  mchid: string
  serialNo: string
  privateKey: KeyObject
}

/** The Authorization header of a v3 request. */
export function authorization(
  merchant: Merchant,
  method: string,
  urlPath: string,
  body: string,
  timestamp: number,
  nonceStr: string,
): string {
  const signature = signLines([method, urlPath, String(timestamp), nonceStr, body], merchant.privateKey)
  return `WECHATPAY2-SHA256-RSA2048 mchid="${merchant.mchid}",nonce_str="${nonceStr}",signature="${signature}",timestamp="${timestamp}",serial_no="${merchant.serialNo}"`
}

/** Verifies the Wechatpay-Timestamp/-Nonce/-Signature headers of an answer or notification over its body. */
export function verifySigned(
  headers: { timestamp: string; nonce: string; signature: string },
  body: string,
  publicKey: KeyObject,
): boolean {
  return verifyLines([headers.timestamp, headers.nonce, body], headers.signature, publicKey)
}

export interface EncryptedResource {
  algorithm: string
  ciphertext: string
  associated_data?: string
  nonce: string
}

/** Opens a notification's resource: AEAD_AES_256_GCM with the APIv3 key; the tag is the last 16 bytes. Throws when forged. */
export function decryptResource(resource: EncryptedResource, apiv3Key: string): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unsupported algorithm ${resource.algorithm}`)
  const data = Buffer.from(resource.ciphertext, 'base64')
  if (data.length <= 16) throw new Error('ciphertext too short')
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiv3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'))
  decipher.setAuthTag(data.subarray(data.length - 16))
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'))
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8')
}

/** Arguments for WeixinJSBridge getBrandWCPayRequest; paySign covers appId, timeStamp, nonceStr and package. */
export function jsapiParams(
  appId: string,
  prepayId: string,
  privateKey: KeyObject,
  timestamp: number,
  nonceStr: string,
) {
  const pkg = `prepay_id=${prepayId}`
  return {
    appId,
    timeStamp: String(timestamp),
    nonceStr,
    package: pkg,
    signType: 'RSA' as const,
    paySign: signLines([appId, String(timestamp), nonceStr, pkg], privateKey),
  }
}
