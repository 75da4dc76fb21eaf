import { Type, type Static } from '@sinclair/typebox'
import { Envelope, ErrorResponse } from './envelope.ts'
import { CompanyId } from './auth.ts'

const text = (maxLength: number, description?: string) => Type.Optional(Type.String({ maxLength, ...(description ? { description } : {}) }))
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse }

// Credentials and profile fields are optional in the schema so that the service answers with
// the spec's own messages (请输入密码, 请输入正确的手机号, ...) instead of a generic one.

export const RegisterBody = Type.Object({
  mobile: text(32),
  password: text(128, '8-20位，数字和字母混合'),
  password_confirm: text(128, '再次输入的密码（可选）'),
  vcode: text(16, '短信验证码（type=sign）'),
  nickname: text(64, '昵称，最多20个字符；不填时为手机号掩码'),
  email: text(200),
  company_id: CompanyId,
})
export type RegisterBody = Static<typeof RegisterBody>

export const ProfileBody = Type.Object({
  nickname: text(64, '最多20个字符'),
  avatar: text(500, 'http(s) 地址或 /uploads/ 路径；空字符串清除'),
  sex: Type.Optional(Type.Integer({ description: '0 未知，1 男，2 女' })),
  birthday: text(32, 'YYYY-MM-DD，不晚于今天；空字符串清除'),
  email: text(200, '空字符串清除'),
  company_id: CompanyId,
})
export type ProfileBody = Static<typeof ProfileBody>

export const PasswordBody = Type.Object({
  old_password: text(128),
  new_password: text(128),
  password_confirm: text(128),
  company_id: CompanyId,
})
export type PasswordBody = Static<typeof PasswordBody>

export const BindBody = Type.Object({
  mobile: text(32, '新手机号'),
  vcode: text(16, '发到新手机号的短信验证码（type=bind）'),
  company_id: CompanyId,
})
export type BindBody = Static<typeof BindBody>

export const CompanyQuery = Type.Object({ company_id: CompanyId })
export type CompanyQuery = Static<typeof CompanyQuery>

export const PageParamsQuery = Type.Object({
  company_id: CompanyId,
  page_name: text(64),
  template_name: text(64),
  name: text(64),
  version: text(32),
})
export type PageParamsQuery = Static<typeof PageParamsQuery>

export const ProtocolQuery = Type.Object({
  type: Type.String({ maxLength: 32, default: 'member_register', description: 'member_register 注册协议 | privacy 隐私政策 | merchant_protocol 商家入驻协议 | staff 员工内购协议' }),
  company_id: CompanyId,
})
export type ProtocolQuery = Static<typeof ProtocolQuery>

export const ClauseQuery = Type.Object({
  type: Type.String({ maxLength: 32, default: 'privacy' }),
  company_id: CompanyId,
})
export type ClauseQuery = Static<typeof ClauseQuery>

const MemberInfo = Type.Object({
  user_id: Type.Integer(),
  mobile: Type.String(),
  nickname: Type.String(),
  avatar: Type.String(),
  sex: Type.Integer({ description: '0 未知，1 男，2 女' }),
  birthday: Type.String({ description: 'YYYY-MM-DD，未填为空' }),
  email: Type.String(),
  grade_id: Type.Integer(),
  grade_name: Type.String(),
  is_staff: Type.Union([Type.Literal('1'), Type.Literal('0')]),
  created: Type.Integer({ description: '注册时间（秒）' }),
})

export const Profile = Type.Object({
  memberInfo: MemberInfo,
  vipgrade: Type.Object({ grade_id: Type.Integer(), grade_name: Type.String(), discount: Type.Integer({ description: '折扣百分比，5 即 95折' }) }),
  point: Type.Integer({ description: '积分余额' }),
})

const Flag = Type.Union([Type.Literal(0), Type.Literal(1)])

const MemberSetting = Type.Object({
  register: Type.Object({ need_image_code: Flag, need_sms_code: Flag }),
  login: Type.Object({ password: Flag, sms: Flag, wxqrcode: Flag }),
  forget_password: Type.Object({ need_image_code: Flag }),
  password: Type.Object({ min_length: Type.Integer(), max_length: Type.Integer() }),
  nickname: Type.Object({ max_length: Type.Integer() }),
  sms: Type.Object({ resend_seconds: Type.Integer(), expires_minutes: Type.Integer(), code_length: Type.Integer() }),
  features: Type.Object({
    point: Flag,
    vip: Flag,
    coupon: Flag,
    collect: Flag,
    history: Flag,
    aftersales: Flag,
    merchant_settlement: Flag,
  }),
})

const Protocol = Type.Object({ type: Type.String(), title: Type.String(), content: Type.String({ description: 'HTML' }), update_date: Type.String() })

export const responses = {
  token: { 200: Envelope(Type.Object({ token: Type.String() })), ...errors },
  profile: { 200: Envelope(Profile), ...errors },
  status: { 200: Envelope(Type.Object({ status: Type.Boolean() })), ...errors },
  bind: { 200: Envelope(Type.Object({ status: Type.Boolean(), mobile: Type.String() })), ...errors },
  memberSetting: { 200: Envelope(MemberSetting), 400: ErrorResponse },
  pageParams: { 200: Envelope(Type.Object({ display_on_pc: Flag })), 400: ErrorResponse },
  protocol: { 200: Envelope(Protocol), 400: ErrorResponse, 404: ErrorResponse },
}
