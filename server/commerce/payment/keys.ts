import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto'
import { ConfigError } from '../../config.ts'

/**
 * RSA keys as merchants are handed them: PEM (private key, public key or certificate), or the
 * bare base64 body Alipay's key tool prints (PKCS#8 or PKCS#1 private keys, SPKI public keys).
 */

const isPem = (text: string) => text.includes('-----BEGIN ')
const der = (text: string) => Buffer.from(text.replace(/\s+/g, ''), 'base64')

function rsa(key: KeyObject, setting: string): KeyObject {
  if (key.asymmetricKeyType !== 'rsa') throw new ConfigError(`${setting} must be an RSA key`)
  return key
}

export function privateKeyFrom(text: string, setting: string): KeyObject {
  const attempts: (() => KeyObject)[] = isPem(text)
    ? [() => createPrivateKey(text)]
    : [
        () => createPrivateKey({ key: der(text), format: 'der', type: 'pkcs8' }),
        () => createPrivateKey({ key: der(text), format: 'der', type: 'pkcs1' }),
      ]
  for (const attempt of attempts) {
    try {
      return rsa(attempt(), setting)
    } catch (error) {
      if (error instanceof ConfigError) throw error
    }
  }
  throw new ConfigError(`${setting} is not a readable RSA private key`)
}

export function publicKeyFrom(text: string, setting: string): KeyObject {
  try {
    return rsa(
      isPem(text) ? createPublicKey(text) : createPublicKey({ key: der(text), format: 'der', type: 'spki' }),
      setting,
    )
  } catch (error) {
    if (error instanceof ConfigError) throw error
    throw new ConfigError(`${setting} is not a readable RSA public key or certificate`)
  }
}
