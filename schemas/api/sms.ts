import { Type, type Static } from '@sinclair/typebox'
import { CompanyId } from './auth.ts'
import { errorAnswers, MEMBER_FIELD_ERRORS, SMS_CODE_ERRORS } from './errors.ts'
import { routeSchemas } from './route.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const moduleErrors = errorAnswers(
  ...MEMBER_FIELD_ERRORS,
  ...SMS_CODE_ERRORS,
  'MOBILE_IN_USE',
  'MERCHANT_MOBILE_REGISTERED',
  'MOBILE_TAKEN',
  'MOBILE_UNKNOWN',
  'SAME_MOBILE',
  'TOO_MANY_REQUESTS',
  'UNAUTHORIZED',
  'VALIDATION',
)

export const SmsCodeQuery = Type.Object({
  mobile: Type.Optional(Type.String({ maxLength: 32 })),
  type: Type.String({
    maxLength: 32,
    default: 'sign',
    description:
      'sign 注册 | login 登录 | forget 找回密码 | bind 绑定新手机（需登录） | merchant_login 商家登录 | merchant_register 商家注册（需图片验证码）',
  }),
  token: Type.Optional(Type.String({ maxLength: 64, description: '图片验证码 imageToken（sign、forget 必填）' })),
  yzm: Type.Optional(Type.String({ maxLength: 16, description: '图片验证码答案（sign、forget 必填）' })),
  company_id: CompanyId,
})
export type SmsCodeQuery = Static<typeof SmsCodeQuery>

export const SmsSent = Type.Object({ status: Type.Boolean(), message: Type.String() })
export type SmsSent = Static<typeof SmsSent>

const route = routeSchemas('auth', moduleErrors)

export const smsCodeSchema = route(SmsSent, {
  summary: '发送短信验证码',
  description: '6位验证码，5分钟内有效；同一手机号60秒内只能发送一次，每天最多10次；输错5次后失效。',
  querystring: SmsCodeQuery,
})
