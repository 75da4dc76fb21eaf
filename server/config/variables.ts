import { type Static, type TSchema, Type } from '@sinclair/typebox'
import { ORDER_SETTING_DEFAULTS, ORDER_SETTING_LIMITS } from '../../schemas/order-settings-rules.ts'

/**
 * Every environment variable the server reads, declared once: its type (a JSON Schema the value
 * must satisfy after trimming), its default and what it means. `loadConfig` validates the
 * environment against this schema before anything else, and README's configuration table is
 * written from it (`npm run docs:config`; a test keeps the two in step).
 *
 * `docDefault` is the default as a reader should see it where the value is computed (empty when
 * unset means "off" or "the database decides"). Consecutive variables with the same description
 * share one row of the table.
 */

const text = (description: string, docDefault = 'empty', pattern?: { regex: string; hint: string }) =>
  Type.String({ description, docDefault, ...(pattern ? { pattern: pattern.regex, hint: pattern.hint } : {}) })
const integer = (description: string, minimum: number, maximum: number, fallback: number) =>
  Type.Integer({ description, minimum, maximum, default: fallback, docDefault: `\`${fallback}\`` })
const switch01 = (description: string, docDefault: string) =>
  Type.Union([Type.Literal('1'), Type.Literal('0'), Type.Literal('true'), Type.Literal('false')], {
    description,
    docDefault,
  })

const HTTP_URL = { regex: '^https?://[^/]+', hint: 'an http(s) URL' }
const ALIPAY = 'switch on 支付宝 (see Payments)'
const WXPAY = 'switch on 微信支付 (see Payments)'
const S3_SETTING = (what: string) => `with \`STORAGE=s3\`: ${what}`
const WECHAT_LOGIN = 'switch on 微信扫码登录 with a WeChat Open Platform website app'

export const EnvSchema = Type.Object({
  PORT: integer('HTTP port', 0, 65535, 3000),
  HOST: text('listen address (`0.0.0.0` in the Docker image)', '`127.0.0.1`'),
  DATA_DIR: text('holds the SQLite file, generated images and uploads', '`data/`'),
  DATABASE_URL: text('`postgres://user:pass@host:5432/db` switches to PostgreSQL', 'empty', {
    regex: '^postgres(ql)?://',
    hint: 'a URL starting with postgres://',
  }),
  SECRET: text('signs member, shop and operator tokens', 'generated once and kept in `DATA_DIR/secret`'),
  H5_URL: text('where mobile browsers are redirected', '`/h5`'),
  NODE_ENV: Type.Union([Type.Literal('production'), Type.Literal('development'), Type.Literal('test')], {
    description: '`development` serves through Vite with hot reload',
    docDefault: '`production`',
  }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { description: 'pino log level', docDefault: '`info`' },
  ),
  SEED: switch01(
    '`0` skips seeding the demo mall into an empty database (the region tree is still imported). The seed marks the database as a demo',
    '`1`',
  ),
  DEMO: switch01(
    '`1`: this is a demo, so 模拟支付 and 模拟微信登录 are on; `0`: not a demo, even on a database the demo seed made. Empty: a demo exactly when the demo seed made the database (`1` under `NODE_ENV=test`)',
    'empty (the database decides)',
  ),
  ORDER_UNPAID_MINUTES: integer(
    'unpaid orders are cancelled after this many minutes, releasing stock, coupon and points, until an operator sets 待付款订单取消时间 in 站点设置 › 订单设置',
    ORDER_SETTING_LIMITS.unpaid_minutes.min,
    ORDER_SETTING_LIMITS.unpaid_minutes.max,
    ORDER_SETTING_DEFAULTS.unpaid_minutes,
  ),
  PUBLIC_URL: text(
    "the shop's public origin, e.g. `https://mall.example.com`: share links and QR codes, WeChat sign-in callbacks and payment notify/return URLs are built from it, never from `Host`/`X-Forwarded-Host`; cross-site checks accept its origin; an `https` value marks the session cookie `Secure`. Set it on every live shop",
    '`http://<HOST>:<PORT>` (`127.0.0.1` for `0.0.0.0`)',
  ),
  CORS_ORIGINS: text(
    'other sites whose pages may call the API from the browser (see [Cross-origin clients](#cross-origin-clients)): origins separated by commas (`https://shop.example.com,https://app.example.com`) and/or `*`. `*` opens the shopper, page and schema APIs to every site; the operator API (designer, back office, shop accounts) only ever opens to origins listed by name. Listed origins may also be named by payment `return_url` and WeChat sign-in `redirect_url`. Credentials are never allowed: clients send `Authorization: Bearer`',
    'empty (no other site)',
  ),
  TRUST_PROXY: text(
    'the reverse proxies whose `X-Forwarded-For`/`-Proto`/`-Host` are believed: addresses or CIDR ranges separated by commas (`127.0.0.1,10.0.0.0/8`; `loopback` works too), or a hop count (`1`, only when clients cannot reach the server except through the proxy). Without it per-IP limits count the connecting address, so a client cannot forge its own',
    'empty (trust no proxy)',
  ),
  PAYMENT_TESTPAY: switch01(
    '模拟支付 marks orders paid without money. `1` switches it on outside a demo too (a production server then logs a loud warning at start), `0` off even in a demo',
    'empty (only in a demo)',
  ),
  ALIPAY_APP_ID: text(ALIPAY),
  ALIPAY_PRIVATE_KEY: text(ALIPAY),
  ALIPAY_PUBLIC_KEY: text(ALIPAY),
  ALIPAY_GATEWAY: text(ALIPAY, 'empty', HTTP_URL),
  WXPAY_MCHID: text(WXPAY),
  WXPAY_APPID: text(WXPAY),
  WXPAY_SERIAL_NO: text(WXPAY),
  WXPAY_PRIVATE_KEY: text(WXPAY),
  WXPAY_APIV3_KEY: text(WXPAY),
  WXPAY_PLATFORM_PUBLIC_KEY: text(WXPAY),
  WECHAT_OPEN_APPID: text(WECHAT_LOGIN),
  WECHAT_OPEN_SECRET: text(WECHAT_LOGIN),
  WECHAT_OPEN_CONNECT_URL: text(
    'where WeChat sign-in sends the browser and exchanges codes; changed only to point tests at a stand-in',
    'WeChat’s own',
    HTTP_URL,
  ),
  WECHAT_OPEN_API_URL: text(
    'where WeChat sign-in sends the browser and exchanges codes; changed only to point tests at a stand-in',
    'WeChat’s own',
    HTTP_URL,
  ),
  REDIS_URL: text(
    'shared rate limits, sign-in counters and cache announcements for several instances (see [Caching](#caching-compression-and-several-instances))',
    'empty',
    { regex: '^rediss?://', hint: 'a URL starting with redis:// or rediss://' },
  ),
  REDIS_PREFIX: text('prefix of every Redis key and channel', '`mallfront:`'),
  WORKERS: Type.Union([Type.Literal('auto'), Type.Integer({ minimum: 0, maximum: 256 })], {
    description: '`N` or `auto`: that many worker processes (`node:cluster`) on one port',
    docDefault: 'empty (one process)',
  }),
  TRUSTLOGIN_TEST: switch01(
    '模拟微信登录, offered only while WeChat is not configured. `1` switches it on outside a demo too (a production server then logs a loud warning at start), `0` off even in a demo',
    'empty (only in a demo)',
  ),
  STORAGE: Type.Union([Type.Literal('local'), Type.Literal('s3')], {
    description:
      "where the designer's and the goods editor's images are stored: `local` under `DATA_DIR/uploads/`, `s3` in an S3-compatible bucket (Amazon S3, Alibaba OSS, Tencent COS, MinIO) named by the `S3_` variables. Members' and merchants' private photos stay under `DATA_DIR/photos/` either way",
    docDefault: '`local`',
  }),
  S3_ENDPOINT: text(
    S3_SETTING('the S3 API address, e.g. `https://oss-cn-hangzhou.aliyuncs.com`; empty for Amazon S3 itself'),
    'empty',
    HTTP_URL,
  ),
  S3_REGION: text(S3_SETTING('the region'), '`us-east-1`'),
  S3_BUCKET: text(S3_SETTING('the bucket (required)')),
  S3_ACCESS_KEY_ID: text(S3_SETTING('the access key (required)')),
  S3_SECRET_ACCESS_KEY: text(S3_SETTING('the secret key (required)')),
  S3_PUBLIC_URL: text(
    S3_SETTING(
      "the public address of the bucket's objects, e.g. `https://cdn.example.com` (required): an image stored under `designer/2026/11/<hex>` is shown as `<S3_PUBLIC_URL>/designer/2026/11/<hex>.png`",
    ),
    'empty',
    HTTP_URL,
  ),
  S3_FORCE_PATH_STYLE: switch01(
    S3_SETTING(
      '`1` addresses the bucket as `<endpoint>/<bucket>` (MinIO and most self-hosted servers) instead of `<bucket>.<endpoint>`',
    ),
    '`0`',
  ),
})

export type EnvName = keyof Static<typeof EnvSchema>

/** The declared variables in their documented order. */
export const ENV_VARIABLES = Object.entries(EnvSchema.properties) as [EnvName, TSchema][]
