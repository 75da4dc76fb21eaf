import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { isIP } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { ConfigError, type Env, readEnv } from './config/read-env.ts'
import { type StorageConfig, storageConfig } from './designer-api/uploads/storage-config.ts'

export { ConfigError }

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
  /**
   * Proxies whose X-Forwarded-For/-Proto/-Host are believed (TRUST_PROXY): their addresses or
   * CIDR ranges, or a hop count. False (the default) believes no one, so a client cannot pick its
   * own address for the per-IP limits.
   */
  trustProxy: false | number | string[]
  /**
   * The shop's public origin (PUBLIC_URL), e.g. https://mall.example.com. Share links, WeChat
   * callbacks and payment notify/return URLs are built from it, never from request headers.
   */
  publicUrl: string
  /**
   * CORS_ORIGINS: the other sites whose pages may call the API from the browser. `any` (a `*`
   * entry) opens the shopper, page and schema APIs to every site; the operator API is opened only
   * to the origins listed by name.
   */
  corsOrigins: CorsOrigins
  /** Seed the demo mall when the database is empty. */
  seed: boolean
  /**
   * DEMO: true (`1`) or false (`0`) says whether this is a demo shop; null (unset) leaves it to the
   * database, which the demo seed marks. Test providers run only in a demo unless switched on
   * explicitly. Unset under NODE_ENV=test means true: tests bring their own empty databases.
   */
  demo: boolean | null
  /**
   * REDIS_URL (redis://…): shared by every instance for rate limits, sign-in failure counters and
   * cache invalidation messages. Empty: each process keeps its own (one instance, or workers of
   * one machine on a shared database).
   */
  redisUrl: string
  /** REDIS_PREFIX: starts every key and channel name, so several shops can share one Redis. */
  redisPrefix: string
  /** WORKERS: processes serving requests (node:cluster); 0 serves from the main process alone. */
  workers: number
  /** Minutes an order may stay unpaid before it is cancelled and its stock, coupon and points released. */
  orderUnpaidMinutes: number
  payment: PaymentConfig
  trustLogin: TrustLoginConfig
  /** STORAGE and the S3_ variables: where the designer's and the goods editor's images live. */
  storage: StorageConfig
}

export interface CorsOrigins {
  any: boolean
  /** Exact origins (`https://shop.example.com`), without a trailing slash. */
  listed: string[]
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

/**
 * A test provider's switch (PAYMENT_TESTPAY, TRUSTLOGIN_TEST): `1` on, `0` off, unset only in a
 * demo (see `demo`), so a live shop never offers one by accident.
 */
export type TestProviderSwitch = 'on' | 'off' | 'demo'

/** Whether a test provider runs, given its switch and whether this is a demo. */
export function testProviderOn(value: TestProviderSwitch, demo: boolean): boolean {
  return value === 'on' || (value === 'demo' && demo)
}

export interface PaymentConfig {
  /** 模拟支付, which pays at once. */
  testpay: TestProviderSwitch
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
  /** 模拟微信登录, offered only while WeChat is not configured. */
  test: TestProviderSwitch
  /** Null unless configured. */
  wechat: WechatOpenConfig | null
}

const on = (value: string | undefined) => value === '1' || value === 'true'

function testSwitch(value: string | undefined): TestProviderSwitch {
  if (value === undefined) return 'demo'
  return on(value) ? 'on' : 'off'
}

function demo(value: string | undefined, mode: Config['env']): boolean | null {
  if (value === undefined) return mode === 'test' ? true : null
  return on(value)
}

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

type TextName = { [K in keyof Env]-?: NonNullable<Env[K]> extends string ? K : never }[keyof Env]

/** Reads a group of settings that only work together: all set, or none (null). */
function group<K extends string>(env: Env, names: Record<K, TextName>, label: string): Record<K, string> | null {
  const entries = Object.entries(names) as [K, TextName][]
  const missing = entries.filter(([, name]) => !env[name]).map(([, name]) => name)
  if (missing.length === entries.length) return null
  if (missing.length > 0) throw new ConfigError(`${label} needs ${missing.join(', ')} as well`)
  // Keys often arrive with their line breaks escaped as \n in one-line variables.
  return Object.fromEntries(
    entries.map(([key, name]) => [key, String(env[name]).replaceAll('\\n', '\n').trim()]),
  ) as Record<K, string>
}

function paymentConfig(env: Env): PaymentConfig {
  const alipay = group(
    env,
    { appId: 'ALIPAY_APP_ID', privateKey: 'ALIPAY_PRIVATE_KEY', publicKey: 'ALIPAY_PUBLIC_KEY' },
    'Alipay',
  )
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
    testpay: testSwitch(env.PAYMENT_TESTPAY),
    alipay: alipay && { ...alipay, gateway: env.ALIPAY_GATEWAY ?? 'https://openapi.alipay.com/gateway.do' },
    wxpay,
  }
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '')

function trustLoginConfig(env: Env): TrustLoginConfig {
  const wechat = group(env, { appId: 'WECHAT_OPEN_APPID', secret: 'WECHAT_OPEN_SECRET' }, 'WeChat login')
  return {
    test: testSwitch(env.TRUSTLOGIN_TEST),
    wechat: wechat && {
      ...wechat,
      connectUrl: withoutTrailingSlash(env.WECHAT_OPEN_CONNECT_URL ?? 'https://open.weixin.qq.com'),
      apiUrl: withoutTrailingSlash(env.WECHAT_OPEN_API_URL ?? 'https://api.weixin.qq.com'),
    },
  }
}

/** Names proxy-addr understands besides addresses and ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true
  const [address, bits, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)
}

/**
 * TRUST_PROXY: empty, 0 or false trusts no proxy; a number trusts that many hops in front of the
 * server; otherwise a comma-separated list of proxy addresses and CIDR ranges. "Trust everyone"
 * is refused on purpose: it lets any client forge its address.
 */
function trustProxy(value: string | undefined): false | number | string[] {
  const raw = (value ?? '').trim()
  if (raw === '' || raw === '0' || raw.toLowerCase() === 'false') return false
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw)
    if (hops > 16) throw new ConfigError(`TRUST_PROXY hop count must be 1-16, got "${raw}"`)
    return hops
  }
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  for (const entry of entries) {
    if (!isAddressOrRange(entry))
      throw new ConfigError(
        `TRUST_PROXY must be a hop count or proxy addresses/CIDR ranges separated by commas, got "${entry}"`,
      )
  }
  return entries
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`. Fastify treats a bare number as "trust no one", so a
 * hop count becomes a function trusting that many hops nearest the server (only safe when
 * clients cannot reach the server except through those proxies).
 */
export function trustProxyOption(
  value: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value
  return (_address, hop) => hop < value
}

/** A URL host for a listen address: wildcard addresses are reached on the loopback, IPv6 goes in brackets. */
function reachableHost(host: string): string {
  if (host === '' || host === '0.0.0.0') return '127.0.0.1'
  if (host === '::' || host === '[::]') return '[::1]'
  return isIP(host) === 6 ? `[${host}]` : host
}

/** PUBLIC_URL without its trailing slash, or the address the server listens on. */
function publicUrl(given: string | undefined, host: string, port: number): string {
  const value = (given ?? '').replace(/\/+$/, '')
  if (!value) return `http://${reachableHost(host)}:${port}`
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an http(s) origin, got "${value}"`)
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username ||
    url.password ||
    url.search ||
    url.hash
  ) {
    throw new ConfigError(`PUBLIC_URL must be an http(s) origin, got "${value}"`)
  }
  return value
}

/**
 * CORS_ORIGINS: origins separated by commas, and/or `*`. Each must be a bare http(s) origin, so
 * a typo (a path, a trailing slash's neighbour, a missing scheme) fails at start-up instead of
 * silently never matching a browser's Origin header.
 */
function corsOrigins(value: string | undefined): CorsOrigins {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const listed: string[] = []
  for (const entry of entries) {
    if (entry === '*') continue
    const origin = entry.replace(/\/+$/, '')
    let url: URL | null = null
    try {
      url = new URL(origin)
    } catch {
      // Reported below with the entry as given.
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) {
      throw new ConfigError(
        `CORS_ORIGINS must be * or http(s) origins such as https://shop.example.com separated by commas, got "${entry}"`,
      )
    }
    if (!listed.includes(origin)) listed.push(origin)
  }
  return { any: entries.includes('*'), listed }
}

/**
 * Reads the environment once into a typed config. Every variable is declared in
 * config/variables.ts; a wrong value throws a ConfigError that names it.
 */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env = readEnv(source)
  const mode = env.NODE_ENV ?? 'production'
  const dataDir = path.resolve(env.DATA_DIR ?? 'data')
  const listenPort = env.PORT ?? 3000
  const host = env.HOST ?? '127.0.0.1'
  return {
    env: mode,
    port: listenPort,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? '',
    secret: env.SECRET ?? persistedSecret(dataDir),
    h5Url: env.H5_URL ?? '/h5',
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    trustProxy: trustProxy(env.TRUST_PROXY),
    publicUrl: publicUrl(env.PUBLIC_URL, host, listenPort),
    corsOrigins: corsOrigins(env.CORS_ORIGINS),
    seed: env.SEED === undefined || on(env.SEED),
    demo: demo(env.DEMO, mode),
    redisUrl: env.REDIS_URL ?? '',
    redisPrefix: env.REDIS_PREFIX ?? 'mallfront:',
    workers: env.WORKERS === 'auto' ? os.availableParallelism() : (env.WORKERS ?? 0),
    orderUnpaidMinutes: env.ORDER_UNPAID_MINUTES ?? 30,
    payment: paymentConfig(env),
    trustLogin: trustLoginConfig(env),
    storage: storageConfig(env),
  }
}
