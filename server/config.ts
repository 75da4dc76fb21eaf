import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export interface Config {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  /** Holds the SQLite file and uploaded/generated images. */
  dataDir: string
  /** `postgres://…` switches the database to PostgreSQL; empty means embedded SQLite. */
  databaseUrl: string
  /** Signs member, shop and operator tokens. */
  secret: string
  /** Where mobile user agents are sent. */
  h5Url: string
  logLevel: string
  /** Seed the demo mall when the database is empty. */
  seed: boolean
  /** Minutes an order may stay unpaid before it is cancelled and its stock, coupon and points released. */
  orderUnpaidMinutes: number
  payment: PaymentConfig
  trustLogin: TrustLoginConfig
}

export interface AlipayConfig {
  appId: string
  /** The app's RSA private key: PEM, or the bare base64 Alipay's key tool prints. */
  privateKey: string
  /** Alipay's RSA public key (verifies notifications and answers). */
  publicKey: string
  gateway: string
}

export interface WxpayConfig {
  mchid: string
  appid: string
  /** Serial number of the merchant API certificate. */
  serialNo: string
  privateKey: string
  /** 32-character APIv3 key; decrypts notifications. */
  apiv3Key: string
  /** WeChat Pay platform public key or certificate (verifies notifications and answers). */
  platformPublicKey: string
}

export interface PaymentConfig {
  /** Offer 模拟支付, which pays at once; PAYMENT_TESTPAY=0 turns it off (do so in production). */
  testpay: boolean
  /** Public origin for notify and return URLs (https://mall.example.com); empty uses the request's origin. */
  publicUrl: string
  /** Null unless configured; a provider is offered only when configured. */
  alipay: AlipayConfig | null
  wxpay: WxpayConfig | null
}

export interface WechatOpenConfig {
  /** AppID and AppSecret of the website app on the WeChat Open Platform (open.weixin.qq.com). */
  appId: string
  secret: string
  /** Where the QR authorisation page lives; overridden only to point tests at a fake. */
  connectUrl: string
  /** Where codes are exchanged and user info read; overridden only to point tests at a fake. */
  apiUrl: string
}

export interface TrustLoginConfig {
  /** Offer 模拟微信登录 while WeChat is not configured; TRUSTLOGIN_TEST=0 turns it off (do so in production). */
  test: boolean
  /** Null unless configured. */
  wechat: WechatOpenConfig | null
}

type Env = Record<string, string | undefined>

/** Without SECRET, a random one is kept in the data folder so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(dataDir, { recursive: true })
    const secret = randomBytes(32).toString('hex')
    fs.writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}

export class ConfigError extends Error {}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 3000
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ConfigError(`PORT must be an integer 0-65535, got "${value}"`)
  return n
}

function unpaidMinutes(value: string | undefined): number {
  if (value === undefined || value === '') return 30
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1 || n > 7 * 24 * 60) throw new ConfigError(`ORDER_UNPAID_MINUTES must be an integer 1-10080, got "${value}"`)
  return n
}

/** Reads a group of settings that only work together: all set, or none (null). */
function group<K extends string>(env: Env, names: Record<K, string>, label: string): Record<K, string> | null {
  const entries = Object.entries(names) as [K, string][]
  const missing = entries.filter(([, name]) => !env[name]).map(([, name]) => name)
  if (missing.length === entries.length) return null
  if (missing.length > 0) throw new ConfigError(`${label} needs ${missing.join(', ')} as well`)
  // Keys often arrive with their line breaks escaped as \n in one-line variables.
  return Object.fromEntries(entries.map(([key, name]) => [key, env[name]!.replaceAll('\\n', '\n').trim()])) as Record<K, string>
}

function paymentConfig(env: Env): PaymentConfig {
  const publicUrl = (env.PUBLIC_URL ?? '').replace(/\/+$/, '')
  if (publicUrl && !/^https?:\/\/[^/]+/.test(publicUrl)) throw new ConfigError(`PUBLIC_URL must be an http(s) origin, got "${publicUrl}"`)
  const alipay = group(env, { appId: 'ALIPAY_APP_ID', privateKey: 'ALIPAY_PRIVATE_KEY', publicKey: 'ALIPAY_PUBLIC_KEY' }, 'Alipay')
  const wxpay = group(
    env,
    {
      mchid: 'WXPAY_MCHID',
      appid: 'WXPAY_APPID',
      serialNo: 'WXPAY_SERIAL_NO',
      privateKey: 'WXPAY_PRIVATE_KEY',
      apiv3Key: 'WXPAY_APIV3_KEY',
      platformPublicKey: 'WXPAY_PLATFORM_PUBLIC_KEY',
    },
    'WeChat Pay',
  )
  if (wxpay && Buffer.byteLength(wxpay.apiv3Key) !== 32) throw new ConfigError('WXPAY_APIV3_KEY must be 32 characters')
  return {
    testpay: env.PAYMENT_TESTPAY !== '0',
    publicUrl,
    alipay: alipay && { ...alipay, gateway: env.ALIPAY_GATEWAY || 'https://openapi.alipay.com/gateway.do' },
    wxpay,
  }
}

function baseUrl(env: Env, name: string, fallback: string): string {
  const value = (env[name] || fallback).replace(/\/+$/, '')
  if (!/^https?:\/\/[^/]+/.test(value)) throw new ConfigError(`${name} must be an http(s) URL, got "${value}"`)
  return value
}

function trustLoginConfig(env: Env): TrustLoginConfig {
  const wechat = group(env, { appId: 'WECHAT_OPEN_APPID', secret: 'WECHAT_OPEN_SECRET' }, 'WeChat login')
  return {
    test: env.TRUSTLOGIN_TEST !== '0',
    wechat: wechat && {
      ...wechat,
      connectUrl: baseUrl(env, 'WECHAT_OPEN_CONNECT_URL', 'https://open.weixin.qq.com'),
      apiUrl: baseUrl(env, 'WECHAT_OPEN_API_URL', 'https://api.weixin.qq.com'),
    },
  }
}

/** Reads the environment once into a typed config; throws ConfigError on bad values. */
export function loadConfig(env: Env = process.env): Config {
  const mode = env.NODE_ENV === 'production' || env.NODE_ENV === 'development' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'production'
  const databaseUrl = env.DATABASE_URL ?? ''
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new ConfigError('DATABASE_URL must start with postgres://')
  const dataDir = path.resolve(env.DATA_DIR || 'data')
  return {
    env: mode,
    port: port(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl,
    secret: env.SECRET || persistedSecret(dataDir),
    h5Url: env.H5_URL || '/h5',
    logLevel: env.LOG_LEVEL || (mode === 'test' ? 'silent' : 'info'),
    seed: env.SEED !== '0',
    orderUnpaidMinutes: unpaidMinutes(env.ORDER_UNPAID_MINUTES),
    payment: paymentConfig(env),
    trustLogin: trustLoginConfig(env),
  }
}
