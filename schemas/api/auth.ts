import { Type, type Static } from '@sinclair/typebox'
import { Envelope } from './envelope.ts'
import { errorAnswers, MEMBER_FIELD_ERRORS, SMS_CODE_ERRORS } from './errors.ts'
import { optionalText as text } from './fields.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const errors = errorAnswers(
  ...MEMBER_FIELD_ERRORS,
  ...SMS_CODE_ERRORS,
  'ACCOUNT_DISABLED',
  'DEMO_PASSWORD_REFUSED',
  'ACCOUNT_RATE_LIMITED',
  'ACCOUNT_WRONG_CREDENTIALS',
  'AUTH_TYPE',
  'MERCHANT_DISABLED',
  'MERCHANT_NOT_FOUND',
  'MOBILE_REQUIRED',
  'MOBILE_UNKNOWN',
  'NOT_STAFF',
  'SIGN_IN_DELAYED',
  'SIGN_IN_SECOND_FACTOR_REQUIRED',
  'TOO_MANY_REQUESTS',
  'UNAUTHORIZED',
  'USERNAME_REQUIRED',
  'VALIDATION',
  'WRONG_CREDENTIALS',
)

/** Spec 7.1: every call carries company_id; it defaults to 1. The bound keeps it a 32-bit integer. */
export const CompanyId = Type.Integer({ minimum: 1, maximum: 2_147_483_647, default: 1 })

// Credentials are optional in the schema so that a missing one gets the spec's own message
// (请输入密码, 请输入正确的手机号) from the service rather than a generic "missing parameter".

export const LoginBody = Type.Object({
  username: text(32, '手机号'),
  mobile: text(32, '手机号（同 username）'),
  password: text(128),
  auth_type: text(32, 'local（默认）| sms | pc_wxqrcode（微信扫码登录，配合 code 与 state）'),
  check_type: text(32, 'password（默认）| mobile：local 登录时用短信验证码'),
  vcode: text(16, '短信验证码（短信登录；账号遭受猜测时与密码一起）'),
  code: text(256, 'pc_wxqrcode：微信回调带回的 code'),
  state: text(256, 'pc_wxqrcode：微信回调带回的 state（trustlogin/params 签发）'),
  company_id: CompanyId,
})
export type LoginBody = Static<typeof LoginBody>

export const SmsLoginBody = Type.Object({ mobile: text(32), vcode: text(16), company_id: CompanyId })
export type SmsLoginBody = Static<typeof SmsLoginBody>

export const ResetPasswordBody = Type.Object({
  mobile: text(32),
  vcode: text(16),
  verify_key: text(512, '代替 mobile + vcode：/user.account.verify 返回的 verify_key（15分钟内有效，一次性）'),
  password: text(128),
  password_confirm: text(128, '再次输入的新密码'),
  company_id: CompanyId,
})
export type ResetPasswordBody = Static<typeof ResetPasswordBody>

export const CheckResetBody = Type.Object({ mobile: text(32), vcode: text(16), company_id: CompanyId })
export type CheckResetBody = Static<typeof CheckResetBody>

export const MerchantLoginBody = Type.Object({
  username: text(64, '商家账号或手机号'),
  mobile: text(32),
  password: text(128),
  vcode: text(16, '短信验证码（不用密码时；账号遭受猜测时与密码一起）'),
  company_id: CompanyId,
})
export type MerchantLoginBody = Static<typeof MerchantLoginBody>

export const CompanyOnly = Type.Object({ company_id: CompanyId })

export const TokenAnswer = Type.Object({ token: Type.String() })
export type TokenAnswer = Static<typeof TokenAnswer>
export const StatusAnswer = Type.Object({ status: Type.Boolean() })
export type StatusAnswer = Static<typeof StatusAnswer>

const TokenData = Envelope(TokenAnswer)
const StatusData = Envelope(StatusAnswer)

export const tokenResponse = { 200: TokenData, ...errors }

/** POST login: a token, or for an unbound WeChat identity an empty token with a ticket to bind it. */
export const LoginAnswer = Type.Object({
  token: Type.String({ description: '会员令牌；need_bind 时为空' }),
  need_bind: Type.Optional(Type.Boolean({ description: 'pc_wxqrcode：该微信尚未绑定会员账号' })),
  trust_ticket: Type.Optional(
    Type.String({
      description: '绑定凭证（30分钟内有效，用于 user.trustlogin.bindExistsUser 或 user.trustlogin.bind）',
    }),
  ),
  nickname: Type.Optional(Type.String({ description: '微信昵称' })),
  avatar: Type.Optional(Type.String({ description: '微信头像地址' })),
})
export type LoginAnswer = Static<typeof LoginAnswer>
const LoginData = Envelope(LoginAnswer)
export const loginResponse = { 200: LoginData, ...errors }
export const statusResponse = { 200: StatusData, ...errors }
