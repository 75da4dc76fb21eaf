import { Type, type Static } from '@sinclair/typebox'
import { Envelope } from './envelope.ts'
import { CompanyId } from './auth.ts'
import { errorAnswers, MEMBER_FIELD_ERRORS, SMS_CODE_ERRORS } from './errors.ts'
import { optionalText as text } from './fields.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const errors = errorAnswers(
  ...MEMBER_FIELD_ERRORS,
  ...SMS_CODE_ERRORS,
  'MOBILE_IN_USE',
  'MOBILE_TAKEN',
  'NICKNAME_REQUIRED',
  'NOTHING_TO_UPDATE',
  'OLD_PASSWORD_REQUIRED',
  'OLD_PASSWORD_WRONG',
  'PROTOCOL_NOT_FOUND',
  'PROTOCOL_TYPE',
  'SAME_MOBILE',
  'SAME_PASSWORD',
  'TOO_MANY_REQUESTS',
  'UNAUTHORIZED',
  'VALIDATION',
)

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
  type: Type.String({
    maxLength: 32,
    default: 'member_register',
    description: 'member_register 注册协议 | privacy 隐私政策 | merchant_protocol 商家入驻协议 | staff 员工内购协议',
  }),
  company_id: CompanyId,
})
export type ProtocolQuery = Static<typeof ProtocolQuery>

export const ClauseQuery = Type.Object({
  type: Type.String({ maxLength: 32, default: 'privacy' }),
  company_id: CompanyId,
})
export type ClauseQuery = Static<typeof ClauseQuery>

/** 0 未知 (shown as 保密), 1 男, 2 女. */
export type MemberSex = 0 | 1 | 2

const MemberInfo = Type.Object({
  user_id: Type.Integer(),
  mobile: Type.String(),
  nickname: Type.String(),
  avatar: Type.String(),
  sex: Type.Unsafe<MemberSex>(Type.Integer({ minimum: 0, maximum: 2, description: '0 未知，1 男，2 女' })),
  birthday: Type.String({ description: 'YYYY-MM-DD，未填为空' }),
  email: Type.String(),
  grade_id: Type.Integer(),
  grade_name: Type.String(),
  is_staff: Type.Union([Type.Literal('1'), Type.Literal('0')]),
  created: Type.Integer({ description: '注册时间（秒）' }),
})

export const Profile = Type.Object({
  memberInfo: MemberInfo,
  vipgrade: Type.Object({
    grade_id: Type.Integer(),
    grade_name: Type.String(),
    discount: Type.Integer({ description: '折扣百分比，5 即 95折' }),
  }),
  point: Type.Integer({ description: '积分余额' }),
})
export type Profile = Static<typeof Profile>

const Flag = Type.Union([Type.Literal(0), Type.Literal(1)])

export const MemberSetting = Type.Object({
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
export type MemberSetting = Static<typeof MemberSetting>

export const Protocol = Type.Object({
  type: Type.String(),
  title: Type.String(),
  content: Type.String({ description: 'HTML' }),
  update_date: Type.String(),
})
export type Protocol = Static<typeof Protocol>

export const responses = {
  token: { 200: Envelope(Type.Object({ token: Type.String() })), ...errors },
  profile: { 200: Envelope(Profile), ...errors },
  status: { 200: Envelope(Type.Object({ status: Type.Boolean() })), ...errors },
  bind: { 200: Envelope(Type.Object({ status: Type.Boolean(), mobile: Type.String() })), ...errors },
  memberSetting: { 200: Envelope(MemberSetting), ...errors },
  pageParams: { 200: Envelope(Type.Object({ display_on_pc: Flag })), ...errors },
  protocol: { 200: Envelope(Protocol), ...errors },
}
