import { Type, type Static } from '@sinclair/typebox'
import { Envelope } from '../envelope.ts'
import { errorAnswers } from '../errors.ts'
import { Session } from '../designer.ts'

export const SetupState = Type.Object({
  /** True until the shop has its first operator; then the 初始化 page is closed for good. */
  needed: Type.Boolean(),
  shop_name: Type.String(),
})
export type SetupState = Static<typeof SetupState>

export const SetupBody = Type.Object({
  shop_name: Type.String({ maxLength: 30 }),
  username: Type.String({ maxLength: 50 }),
  name: Type.Optional(Type.String({ maxLength: 50 })),
  password: Type.String({ maxLength: 64 }),
  /** 手机号 (optional): where the sign-in code goes while the account is under attack. */
  mobile: Type.Optional(Type.String({ maxLength: 20 })),
})
export type SetupBody = Static<typeof SetupBody>

const tags = ['admin-setup']
const errors = errorAnswers(
  'VALIDATION',
  'SETUP_DONE',
  'SHOP_NAME_REQUIRED',
  'OPERATOR_USERNAME_INVALID',
  'OPERATOR_PASSWORD_WEAK',
  'MOBILE_INVALID',
  'TOO_MANY_REQUESTS',
)

export const setupStateSchema = {
  summary: '商城是否需要初始化（还没有任何运营账号时）',
  tags,
  response: { 200: Envelope(SetupState), ...errors },
}

export const setupSchema = {
  summary: '初始化商城：商城名称与第一个超级管理员（仅在没有运营账号时可用一次），并登录',
  tags,
  body: SetupBody,
  response: { 200: Envelope(Session), ...errors },
}
