import { Type, type Static } from '@sinclair/typebox'
import { Envelope, ErrorResponse } from '../../lib/envelope.ts'

const text = (maxLength: number, description?: string) => Type.Optional(Type.String({ maxLength, ...(description ? { description } : {}) }))
/** Spec 7.1: every call carries company_id; it defaults to 1. The bound keeps it a 32-bit integer. */
export const CompanyId = Type.Integer({ minimum: 1, maximum: 2_147_483_647, default: 1 })

// Credentials are optional in the schema so that a missing one gets the spec's own message
// (请输入密码, 请输入正确的手机号) from the service rather than a generic "missing parameter".

export const LoginBody = Type.Object({
  username: text(32, '手机号'),
  mobile: text(32, '手机号（同 username）'),
  password: text(128),
  auth_type: text(32, 'local（默认）| sms | pc_wxqrcode（不支持）'),
  check_type: text(32, 'password（默认）| mobile：local 登录时用短信验证码'),
  vcode: text(16, '短信验证码'),
  company_id: CompanyId,
})
export type LoginBody = Static<typeof LoginBody>

export const SmsLoginBody = Type.Object({ mobile: text(32), vcode: text(16), company_id: CompanyId })
export type SmsLoginBody = Static<typeof SmsLoginBody>

export const ResetPasswordBody = Type.Object({
  mobile: text(32),
  vcode: text(16),
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
  vcode: text(16, '短信验证码（不用密码时）'),
  company_id: CompanyId,
})
export type MerchantLoginBody = Static<typeof MerchantLoginBody>

export const CompanyOnly = Type.Object({ company_id: CompanyId })

const TokenData = Envelope(Type.Object({ token: Type.String() }))
const StatusData = Envelope(Type.Object({ status: Type.Boolean() }))
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse }

export const tokenResponse = { 200: TokenData, ...errors }
export const statusResponse = { 200: StatusData, ...errors }
