import { Type, type Static } from '@sinclair/typebox'
import { Envelope } from './envelope.ts'
import { CompanyId } from './auth.ts'
import { errorAnswers, MEMBER_FIELD_ERRORS, SMS_CODE_ERRORS } from './errors.ts'
import { optionalText as text } from './fields.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const errors = errorAnswers(
  ...MEMBER_FIELD_ERRORS,
  ...SMS_CODE_ERRORS,
  'ACCOUNT_NOT_FOUND',
  'ACCOUNT_REQUIRED',
  'ACCOUNT_TICKET_EXPIRED',
  'ACCOUNT_TICKET_REQUIRED',
  'EMAIL_AMBIGUOUS',
  'EMAIL_CODE_EXPIRED',
  'EMAIL_CODE_LOCKED',
  'EMAIL_CODE_REQUIRED',
  'EMAIL_CODE_WRONG',
  'EMAIL_DAILY_LIMIT',
  'EMAIL_FAILED',
  'EMAIL_NOT_BOUND',
  'EMAIL_TOO_FREQUENT',
  'TOO_MANY_REQUESTS',
  'VALIDATION',
  'VERIFY_KEY_EXPIRED',
  'VERIFY_TYPE',
)

// Fields are optional in the schema so that a missing one gets its own Chinese message from the
// service (请输入手机号或邮箱, 请输入图片验证码, ...) rather than a generic "missing parameter".

const account = text(100, '手机号或邮箱')
const captcha = {
  token: text(64, '图片验证码 imageToken（type=forget_password）'),
  yzm: text(16, '图片验证码答案'),
}
const accountTicket = text(512, '/user.check.account 返回的 account_ticket（15分钟内有效）')

export const CheckAccountInput = Type.Object({ account, ...captcha, company_id: CompanyId })
export type CheckAccountInput = Static<typeof CheckAccountInput>

export const SendCodeInput = Type.Object({
  account_ticket: accountTicket,
  account: text(100, '不用 account_ticket 时：手机号或邮箱，并附图片验证码'),
  ...captcha,
  company_id: CompanyId,
})
export type SendCodeInput = Static<typeof SendCodeInput>

export const VerifyInput = Type.Object({
  account_ticket: accountTicket,
  type: text(16, 'mobile 短信验证 | email 邮箱验证'),
  vcode: text(16, '收到的6位验证码'),
  company_id: CompanyId,
})
export type VerifyInput = Static<typeof VerifyInput>

export const CheckAccountAnswer = Envelope(
  Type.Object({
    account_exists: Type.Boolean(),
    /** '138****0000' */
    mobile: Type.String(),
    /** 'd***@example.com', or '' when the account has no email. */
    email: Type.String(),
    verify_types: Type.Array(Type.Union([Type.Literal('mobile'), Type.Literal('email')])),
    account_ticket: Type.String(),
  }),
)

export const checkAccountSchema = {
  summary: '找回密码：校验账号（手机号或邮箱，需图片验证码）',
  description: '返回脱敏的手机号和邮箱、可用的验证方式以及 account_ticket（15分钟内有效）。',
  tags: ['auth'],
  response: { 200: CheckAccountAnswer, ...errors },
}

const SentAnswer = Envelope(Type.Object({ status: Type.Boolean(), message: Type.String() }))

export const sendSmsSchema = {
  summary: '找回密码：向账号绑定的手机发送短信验证码',
  description: '验证码只发往账号本身的手机号；6位，5分钟内有效，60秒内只能发送一次，每天最多10次。',
  tags: ['auth'],
  response: { 200: SentAnswer, ...errors },
}

export const sendEmailSchema = {
  summary: '找回密码：向账号绑定的邮箱发送验证码',
  description: '验证码只发往账号本身的邮箱；6位，5分钟内有效，60秒内只能发送一次，每天最多10次。',
  tags: ['auth'],
  response: { 200: SentAnswer, ...errors },
}

export const verifySchema = {
  summary: '找回密码：校验短信或邮箱验证码，返回 verify_key',
  description:
    'verify_key 15分钟内有效，只能使用一次：随新密码提交到 member/reset/password 或 member.safe.resetLoginPassword。',
  tags: ['auth'],
  response: { 200: Envelope(Type.Object({ verify_key: Type.String() })), ...errors },
}
