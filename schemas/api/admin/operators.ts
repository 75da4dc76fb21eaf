import { Type, type Static } from '@sinclair/typebox'
import { Envelope } from '../envelope.ts'
import { errorAnswers } from '../errors.ts'
import { AdminAreaSchema } from './areas.ts'

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
export const IdParams = Type.Object({ id: Id })

export const OperatorView = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  status: Type.Union([Type.Literal('active'), Type.Literal('disabled')]),
  role_id: Type.Union([Type.Integer(), Type.Null()]),
  role_name: Type.String(),
  /** 手机号, '' when none: the sign-in code goes there while the account is under attack. */
  mobile: Type.String(),
  /** Unix seconds. */
  created_at: Type.Integer(),
  last_login_at: Type.Union([Type.Integer(), Type.Null()]),
})
export type OperatorView = Static<typeof OperatorView>

export const OperatorCreateBody = Type.Object({
  username: Type.String({ maxLength: 50 }),
  name: Type.String({ maxLength: 50 }),
  password: Type.String({ maxLength: 64 }),
  role_id: Id,
  /** A mainland mobile, or '' (or absent) for none. */
  mobile: Type.Optional(Type.String({ maxLength: 20 })),
})
export type OperatorCreateBody = Static<typeof OperatorCreateBody>

export const OperatorUpdateBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 50 })),
  role_id: Type.Optional(Id),
  status: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('disabled')])),
  /** A mainland mobile; '' removes it. */
  mobile: Type.Optional(Type.String({ maxLength: 20 })),
})
export type OperatorUpdateBody = Static<typeof OperatorUpdateBody>

export const PasswordBody = Type.Object({ password: Type.String({ maxLength: 64 }) })

export const RoleView = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  areas: Type.Array(AdminAreaSchema),
  /** The built-in 超级管理员 role cannot be changed or removed. */
  is_builtin: Type.Boolean(),
  locked: Type.Boolean(),
  operator_count: Type.Integer(),
})
export type RoleView = Static<typeof RoleView>

export const RoleBody = Type.Object({
  name: Type.String({ maxLength: 20 }),
  description: Type.Optional(Type.String({ maxLength: 100 })),
  areas: Type.Array(AdminAreaSchema, { maxItems: 20, uniqueItems: true }),
})
export type RoleBody = Static<typeof RoleBody>

const tags = ['admin-operators']
const roleTags = ['admin-roles']
const signedInErrors = ['UNAUTHORIZED', 'SESSION_EXPIRED', 'ADMIN_FORBIDDEN', 'VALIDATION'] as const
const operatorErrors = errorAnswers(
  ...signedInErrors,
  'OPERATOR_NOT_FOUND',
  'OPERATOR_USERNAME_INVALID',
  'OPERATOR_USERNAME_TAKEN',
  'OPERATOR_NAME_REQUIRED',
  'OPERATOR_NAME_INVALID',
  'OPERATOR_PASSWORD_WEAK',
  'MOBILE_INVALID',
  'OPERATOR_SELF_ROLE',
  'OPERATOR_SELF_DISABLE',
  'LAST_SUPER_ADMIN',
  'ROLE_NOT_FOUND',
)
const roleErrors = errorAnswers(
  ...signedInErrors,
  'ROLE_NOT_FOUND',
  'ROLE_NAME_REQUIRED',
  'ROLE_NAME_INVALID',
  'ROLE_NAME_TAKEN',
  'ROLE_AREAS_REQUIRED',
  'ROLE_LOCKED',
  'ROLE_BUILTIN',
  'ROLE_IN_USE',
)

export const operatorListSchema = {
  summary: '运营账号列表',
  tags,
  response: { 200: Envelope(Type.Array(OperatorView)), ...operatorErrors },
}
export const operatorCreateSchema = {
  summary: '新增运营账号（账号、姓名、初始密码、角色、手机号）',
  tags,
  body: OperatorCreateBody,
  response: { 200: Envelope(OperatorView), ...operatorErrors },
}
export const operatorUpdateSchema = {
  summary: '修改运营账号（姓名、角色、手机号、停用或启用；停用即刻退出登录）',
  tags,
  params: IdParams,
  body: OperatorUpdateBody,
  response: { 200: Envelope(OperatorView), ...operatorErrors },
}
export const operatorPasswordSchema = {
  summary: '重置运营账号密码（该账号所有登录随即失效）',
  tags,
  params: IdParams,
  body: PasswordBody,
  response: { 200: Envelope(OperatorView), ...operatorErrors },
}
export const roleListSchema = {
  summary: '角色列表（含权限范围与账号数）',
  tags: roleTags,
  response: { 200: Envelope(Type.Array(RoleView)), ...roleErrors },
}
export const roleCreateSchema = {
  summary: '新增角色',
  tags: roleTags,
  body: RoleBody,
  response: { 200: Envelope(RoleView), ...roleErrors },
}
export const roleUpdateSchema = {
  summary: '修改角色（超级管理员不可修改）',
  tags: roleTags,
  params: IdParams,
  body: RoleBody,
  response: { 200: Envelope(RoleView), ...roleErrors },
}
export const roleDeleteSchema = {
  summary: '删除角色（内置角色与仍有账号的角色不可删除）',
  tags: roleTags,
  params: IdParams,
  response: { 200: Envelope(RoleView), ...roleErrors },
}
