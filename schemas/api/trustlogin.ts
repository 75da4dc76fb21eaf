import { Type, type Static } from '@sinclair/typebox'
import { CompanyId } from './auth.ts'
import { errorAnswers } from './errors.ts'
import { routeSchemas } from './route.ts'
import { optionalText as text } from './fields.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const errors = errorAnswers(
  'AUTH_TYPE',
  'MEMBER_NOT_FOUND',
  'PAGE_NOT_FOUND',
  'REDIRECT_URL',
  'TOO_MANY_REQUESTS',
  'TRUST_CODE',
  'TRUST_MEMBER_BOUND',
  'TRUST_NOT_BOUND',
  'TRUST_OPENID_TAKEN',
  'TRUST_STATE',
  'TRUST_TICKET',
  'TRUST_TICKET_REQUIRED',
  'TRUST_TYPE_REQUIRED',
  'TRUST_UNAVAILABLE',
  'UNAUTHORIZED',
  'VALIDATION',
  'WXQRCODE_UNSUPPORTED',
)

const tags = ['trustlogin']

export const CompanyQuery = Type.Object({ company_id: CompanyId })

export const ParamsQuery = Type.Object({
  auth_type: text(32, '登录方式：pc_wxqrcode（默认，微信扫码）'),
  redirect_url: text(512, '授权后回到的本站页面，如 /auth/wx-login（也可为 PUBLIC_URL 下的完整地址）'),
  company_id: CompanyId,
})
export type ParamsQuery = Static<typeof ParamsQuery>

export const TicketBindBody = Type.Object({
  trust_ticket: text(128, 'POST login 返回的绑定凭证'),
  code: text(256, '或：微信回调带回的 code（绑定微信页直接绑定）'),
  state: text(256, '与 code 一起：微信回调带回的 state'),
  company_id: CompanyId,
})
export type TicketBindBody = Static<typeof TicketBindBody>

export const BindExistingBody = Type.Object({
  trust_ticket: text(128, 'POST login 返回的绑定凭证'),
  mobile: text(32, '已有账号的手机号'),
  username: text(32, '手机号（同 mobile）'),
  password: text(128, '登录密码（与 vcode 二选一）'),
  vcode: text(16, '短信登录验证码（type=login）'),
  company_id: CompanyId,
})
export type BindExistingBody = Static<typeof BindExistingBody>

export const UnbindBody = Type.Object({ type: text(32, '登录方式，如 weixin'), company_id: CompanyId })
export type UnbindBody = Static<typeof UnbindBody>

export const AuthorizeQuery = Type.Object({
  appid: text(64, '应用 AppID'),
  redirect_uri: text(2048, '回调地址（须为本站）'),
  response_type: text(16, 'code'),
  scope: text(32, 'snsapi_login'),
  state: text(256, 'trustlogin/params 签发的 state'),
})
export type AuthorizeQuery = Static<typeof AuthorizeQuery>

export const AuthorizeBody = Type.Object({
  redirect_uri: text(2048, '回调地址（须为本站）'),
  state: text(256, 'state，原样带回'),
  nickname: text(64, '显示的微信昵称；身份由本浏览器的模拟微信用户（httpOnly Cookie）决定，与昵称无关'),
  action: text(16, 'confirm（确认登录，默认）| cancel（取消）'),
})
export type AuthorizeBody = Static<typeof AuthorizeBody>

const Provider = Type.Object({
  type: Type.String({ description: '登录方式，如 weixin' }),
  name: Type.String({ description: '显示名称，如 微信' }),
  is_test: Type.Boolean({ description: '是否为模拟微信登录（不连接真实微信）' }),
})
export type TrustLoginProvider = Static<typeof Provider>

const Params = Type.Object({
  type: Type.String(),
  appid: Type.String(),
  scope: Type.String(),
  state: Type.String({ description: '一次性、10分钟内有效，绑定当前浏览器（Cookie trustlogin_key）' }),
  redirect_uri: Type.String({ description: '授权后回到的完整地址' }),
  url: Type.String({ description: '完整授权地址：生成二维码或直接跳转' }),
  expires_in: Type.Integer({ description: 'state 有效秒数' }),
})
export type TrustLoginParams = Static<typeof Params>

const Binding = Type.Object({
  type: Type.String(),
  name: Type.String(),
  nickname: Type.String(),
  avatar: Type.String(),
  bound_at: Type.Integer({ description: '绑定时间（Unix 秒）' }),
})
export type TrustBinding = Static<typeof Binding>

const route = routeSchemas('trustlogin', errors)

export const listSchema = route(Type.Array(Provider), { summary: '可用的第三方登录方式', querystring: CompanyQuery })
export const paramsSchema = route(Params, {
  summary: '第三方登录授权参数（二维码/跳转地址与 state）',
  querystring: ParamsQuery,
})
export const memberListSchema = route(Type.Array(Binding), {
  summary: '当前会员已绑定的第三方登录',
  querystring: CompanyQuery,
})
export const bindSchema = route(Binding, {
  summary: '当前会员绑定微信（trust_ticket，或回调的 code 与 state）',
  body: TicketBindBody,
})
export const bindExistingSchema = route(Type.Object({ token: Type.String() }), {
  summary: '微信绑定已有账号（手机号+密码或短信验证码），返回登录令牌',
  body: BindExistingBody,
})
export const unbindSchema = route(Type.Object({ status: Type.Boolean() }), {
  summary: '解除绑定的第三方登录',
  body: UnbindBody,
})

// The mock WeChat pages answer an HTML page and a redirect, not `{ data }`.
export const authorizePageSchema = {
  summary: '模拟微信授权页（仅模拟微信登录启用时，HTML）',
  tags,
  querystring: AuthorizeQuery,
  produces: ['text/html'],
  response: { 200: Type.String({ description: 'HTML 页面' }), ...errors },
}
export const authorizeConfirmSchema = {
  summary: '模拟微信授权：确认或取消，302 回到回调地址',
  tags,
  body: AuthorizeBody,
  response: { 302: Type.Null({ description: '跳转到 redirect_uri?code=…&state=…' }), ...errors },
}
