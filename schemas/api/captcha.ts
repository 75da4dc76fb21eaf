import { Type, type Static } from '@sinclair/typebox'
import { CompanyId } from './auth.ts'
import { errorAnswers } from './errors.ts'
import { routeSchemas } from './route.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const moduleErrors = errorAnswers(
  'CAPTCHA_EXPIRED',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_TYPE',
  'CAPTCHA_WRONG',
  'TOO_MANY_REQUESTS',
  'VALIDATION',
)

export const ImageCodeQuery = Type.Object({
  type: Type.String({
    maxLength: 32,
    default: 'sign',
    description: 'sign 注册 | login 登录 | forget_password 找回密码 | bind 绑定手机 | merchant_login 商家登录',
  }),
  company_id: CompanyId,
})
export type ImageCodeQuery = Static<typeof ImageCodeQuery>

export const ImageCode = Type.Object({
  imageToken: Type.String({ description: '随验证码答案一起提交（参数 token）' }),
  imageData: Type.String({ description: 'data:image/png;base64,…（120×40）' }),
})
export type ImageCode = Static<typeof ImageCode>

const route = routeSchemas('auth', moduleErrors)

export const imageCodeSchema = route(ImageCode, { summary: '获取图片验证码', querystring: ImageCodeQuery })
