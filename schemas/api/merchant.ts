import { Type, type Static } from '@sinclair/typebox'
import { Paged } from './envelope.ts'
import { PageQuery } from './paging.ts'
import { errorAnswers, MEMBER_FIELD_ERRORS, SMS_CODE_ERRORS } from './errors.ts'
import { DefaultCompanyId, DefaultCompanyInput, Id, optionalText as text } from './fields.ts'
import { routeSchemas } from './route.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const moduleErrors = errorAnswers(
  'SESSION_EXPIRED',
  'BANK_ACCOUNT_INVALID',
  'BANK_ACCOUNT_NAME_LENGTH',
  'BANK_ACCOUNT_NAME_REQUIRED',
  'BANK_ACCOUNT_REQUIRED',
  'BANK_REGION_REQUIRED',
  'BANK_REQUIRED',
  'CONTACT_MOBILE_INVALID',
  'CONTACT_MOBILE_REQUIRED',
  'CONTACT_NAME_LENGTH',
  'CONTACT_NAME_REQUIRED',
  'CREDIT_CODE_CHECKSUM',
  'CREDIT_CODE_FORMAT',
  'CREDIT_CODE_REQUIRED',
  'ID_CARD_CHECKSUM',
  'ID_CARD_PHOTO_BACK_REQUIRED',
  'ID_CARD_PHOTO_FRONT_REQUIRED',
  'ID_CARD_PHOTO_INVALID',
  'ID_CARD_FORMAT',
  'ID_CARD_REQUIRED',
  'LEGAL_NAME_LENGTH',
  'LEGAL_NAME_REQUIRED',
  'LICENSE_REQUIRED',
  'LICENSE_URL_INVALID',
  'MERCHANT_ACCOUNT_EXISTS',
  'MERCHANT_MOBILE_REGISTERED',
  'MERCHANT_NAME_LENGTH',
  'MERCHANT_NAME_REQUIRED',
  'MERCHANT_TYPE_REQUIRED',
  'REAL_NAME_REQUIRED',
  'SETTLED_TYPE_REQUIRED',
  'SETTLEMENT_ADDRESS_LENGTH',
  'SETTLEMENT_ADDRESS_REQUIRED',
  'SETTLEMENT_AGREEMENT_REQUIRED',
  'SETTLEMENT_APPROVED',
  'SETTLEMENT_CHANGED',
  'SETTLEMENT_CLOSED',
  'SETTLEMENT_INCOMPLETE',
  'SETTLEMENT_NOT_FOUND',
  'SETTLEMENT_NOT_PENDING',
  'SETTLEMENT_PENDING',
  'SETTLEMENT_REASON_REQUIRED',
  'SETTLEMENT_REGION_REQUIRED',
  'SETTLEMENT_SAVE_FAILED',
  'SETTLEMENT_STEP',
  'SETTLEMENT_STEP_ORDER',
  'UNAUTHORIZED',
  'VALIDATION',
)

export const CompanyQuery = Type.Object({ company_id: DefaultCompanyId })
export type CompanyQuery = Static<typeof CompanyQuery>

const AuditStatus = Type.Union(
  [
    Type.Literal('none'),
    Type.Literal('editing'),
    Type.Literal('pending'),
    Type.Literal('approved'),
    Type.Literal('rejected'),
  ],
  { description: 'none 未申请, editing 资料填写中, pending 审核中, approved 审核通过, rejected 审核驳回' },
)

/** Every field of every step; a step reads its own and ignores the rest. Presence and format are checked with Chinese messages in the service. */
export const SettlementBody = Type.Object({
  company_id: DefaultCompanyId,
  settled_type: text(20),
  merchant_type_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  merchant_name: text(100),
  contact_name: text(50),
  contact_mobile: text(20),
  is_agree_agreement: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  social_credit_code_id: text(30),
  legal_name: text(50),
  legal_cert_id: text(30),
  province: text(50),
  city: text(50),
  area: text(50),
  address: text(200),
  license_url: text(500),
  id_card_front_url: text(500),
  id_card_back_url: text(500),
  bank_code: text(10),
  bank_acct_name: text(100),
  card_id_mask: text(40),
  bank_province: text(50),
  bank_city: text(50),
})
export type SettlementBody = Static<typeof SettlementBody>

/** The settlement page settings as stored (settings row merchant_setting); the defaults fill what a row leaves out. */
export const BaseSetting = Type.Object({
  /** 1 when the settlement entry is shown on the PC site. */
  display_on_pc: Type.Integer({ minimum: 0, maximum: 1, default: 1 }),
  /** 0 closes the form: steps are refused. */
  is_open: Type.Integer({ minimum: 0, maximum: 1, default: 1 }),
  settled_type: Type.Array(
    Type.Union([Type.Literal('enterprise'), Type.Literal('soletrader'), Type.Literal('personal')]),
    {
      default: ['enterprise', 'soletrader', 'personal'],
    },
  ),
  /** Agreement HTML written by operators (trusted). */
  content: Type.String({ default: '' }),
})
export type BaseSetting = Static<typeof BaseSetting>

export const StepParams = Type.Object({
  step: Type.Integer({ minimum: 1, maximum: 3, description: '1 入驻信息, 2 主体与证照信息, 3 结算账户' }),
})
export const AuditParams = Type.Object({ id: Id })
export const AuditBody = Type.Object({
  audit_status: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
  audit_msg: Type.Optional(Type.String({ maxLength: 500, default: '' })),
})
export type AuditBody = Static<typeof AuditBody>

const ApplicationDetail = Type.Object({
  id: Type.Integer(),
  step: Type.Integer(),
  audit_status: AuditStatus,
  audit_status_text: Type.String(),
  audit_msg: Type.String(),
  settled_type: Type.String(),
  settled_type_name: Type.String(),
  merchant_type_id: Type.Integer(),
  merchant_type_name: Type.String(),
  merchant_name: Type.String(),
  contact_name: Type.String(),
  contact_mobile: Type.String(),
  is_agree_agreement: Type.Integer(),
  social_credit_code_id: Type.String(),
  legal_name: Type.String(),
  legal_cert_id: Type.String(),
  province: Type.String(),
  city: Type.String(),
  area: Type.String(),
  address: Type.String(),
  license_url: Type.String(),
  id_card_front_url: Type.String(),
  id_card_back_url: Type.String(),
  bank_code: Type.String(),
  bank_name: Type.String(),
  bank_acct_name: Type.String(),
  card_id_mask: Type.String(),
  bank_province: Type.String(),
  bank_city: Type.String(),
  created: Type.Integer(),
  updated: Type.Integer(),
})

export type ApplicationDetail = Static<typeof ApplicationDetail>

const AuditStatusAnswer = Type.Object({
  audit_status: AuditStatus,
  audit_status_text: Type.String(),
  audit_msg: Type.String(),
  step: Type.Integer(),
})
export type AuditStatusAnswer = Static<typeof AuditStatusAnswer>

const BaseSettingAnswer = Type.Object({
  display_on_pc: Type.Integer(),
  is_open: Type.Integer(),
  settled_type: Type.Array(Type.String()),
  settled_type_list: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
  content: Type.String(),
})
export type BaseSettingAnswer = Static<typeof BaseSettingAnswer>

const MerchantType = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  parent_id: Type.Integer(),
  level: Type.Integer(),
})
export type MerchantType = Static<typeof MerchantType>
const Bank = Type.Object({ bank_code: Type.String(), bank_name: Type.String() })
export type Bank = Static<typeof Bank>
const SaveStepAnswer = Type.Object({ status: Type.Boolean(), step: Type.Integer(), audit_status: AuditStatus })
export type SaveStepAnswer = Static<typeof SaveStepAnswer>

const route = routeSchemas('merchant', moduleErrors)

/** POST merchant/register (商家注册): mobile + SMS code (type merchant_login) + password; username is the mobile. */
export const MerchantRegisterBody = DefaultCompanyInput({
  mobile: text(32),
  vcode: text(16),
  password: text(128),
  password_confirm: text(128),
})
export type MerchantRegisterBody = Static<typeof MerchantRegisterBody>

/** Registering also checks the password and the SMS code. */
const registerRoute = routeSchemas('auth', {
  ...moduleErrors,
  ...errorAnswers(...MEMBER_FIELD_ERRORS, ...SMS_CODE_ERRORS, 'ACCOUNT_RATE_LIMITED', 'TOO_MANY_REQUESTS'),
})

export const merchantRegisterSchema = registerRoute(Type.Object({ token: Type.String() }), {
  summary: '商家注册（手机号 + 短信验证码 + 密码），返回店铺令牌',
  body: MerchantRegisterBody,
})

export const typeListSchema = route(Paged(MerchantType), {
  summary: '商户经营类目列表',
  querystring: DefaultCompanyInput(PageQuery.properties),
})

export const bankListSchema = route(Paged(Bank), { summary: '结算银行列表', querystring: CompanyQuery })

export const baseSettingSchema = route(BaseSettingAnswer, {
  summary: '商户入驻页设置（协议、入驻类型、是否开放）',
  querystring: CompanyQuery,
})

export const saveStepSchema = route(SaveStepAnswer, {
  summary: '保存商户入驻申请的一步（按顺序，第3步提交审核）',
  params: StepParams,
  body: SettlementBody,
})

export const detailSchema = route(Type.Union([ApplicationDetail, Type.Null()]), {
  summary: '我的商户入驻申请详情（未申请时为 null）',
  querystring: CompanyQuery,
})

export const stepSchema = route(Type.Object({ step: Type.Integer() }), {
  summary: '商户入驻已完成的步骤（0 表示未开始）',
  querystring: CompanyQuery,
})

export const auditStatusSchema = route(AuditStatusAnswer, { summary: '商户入驻审核状态', querystring: CompanyQuery })

export const auditSchema = route(
  Type.Object({
    id: Type.Integer(),
    audit_status: AuditStatus,
    audit_msg: Type.String(),
    account: Type.Union([
      Type.Object({
        account_id: Type.Integer(),
        username: Type.String(),
        mobile: Type.String(),
        password: Type.String(),
      }),
      Type.Null(),
    ]),
  }),
  {
    summary: '审核商户入驻申请（运营人员）；申请人尚无商家账号时，通过后返回一次性显示的商户登录密码',
    params: AuditParams,
    body: AuditBody,
  },
)
