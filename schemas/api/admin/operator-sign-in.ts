import { Type, type Static } from '@sinclair/typebox'
import { Envelope } from '../envelope.ts'
import { errorAnswers } from '../errors.ts'
import { SmsSent } from '../sms.ts'

/** The code an operator adds to the password while the account is under attack. */
export const OperatorCodeBody = Type.Object({ username: Type.String({ maxLength: 50 }) })
export type OperatorCodeBody = Static<typeof OperatorCodeBody>

/** The one answer `session/code` gives, whoever the account is. */
export const OPERATOR_CODE_ANSWER = '如该账号已绑定手机号，验证码已发送至该手机，5分钟内有效'

export const operatorCodeSchema = {
  summary: '获取运营账号登录短信验证码（账号近期登录失败过多时，与密码一起登录）',
  description: '只在该账号绑定了手机号、且从本地址登录需要验证码时发送；无论账号是否存在、是否绑定手机，回答都相同。',
  tags: ['designer'],
  body: OperatorCodeBody,
  response: {
    200: Envelope(SmsSent),
    ...errorAnswers('USERNAME_REQUIRED', 'TOO_MANY_REQUESTS', 'CROSS_SITE', 'VALIDATION'),
  },
}
