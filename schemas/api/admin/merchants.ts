import { Type, type Static } from '@sinclair/typebox'
import { Paged } from '../envelope.ts'
import { errorAnswers, MEMBER_FIELD_ERRORS } from '../errors.ts'
import { withFieldErrors } from '../field-errors.ts'
import { Id, Nullable } from '../fields.ts'
import { PageQuery } from '../paging.ts'
import { routeSchemas } from '../route.ts'

/**
 * 商户与门店 of the operator console: the settlement applications queue (入驻申请), merchant
 * accounts (商户账号) and the shops (门店). A shop save refused field by field answers
 * 400 SHOP_INVALID with `fields` (schemas/api/field-errors.ts), the rules of schemas/shop-rules.ts.
 */

const Text = (maxLength: number) => Type.String({ maxLength })

// ---------------------------------------------------------------- applications

/** Applications in the queue: pending 待审核, approved 已通过, rejected 已驳回 (ones still being filled in are not shown). */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
}
const ApplicationStatusSchema = Type.Union(APPLICATION_STATUSES.map((s) => Type.Literal(s)))

export const ApplicationQuery = Type.Object({
  ...PageQuery.properties,
  /** pending (default) | approved | rejected. */
  status: Type.Optional(ApplicationStatusSchema),
  /** Words of the merchant's name, contact name or contact mobile. */
  keywords: Type.Optional(Text(50)),
})
export type ApplicationQuery = Static<typeof ApplicationQuery>

export const ApplicationRow = Type.Object({
  id: Type.Integer(),
  merchant_name: Type.String(),
  settled_type_name: Type.String(),
  merchant_type_name: Type.String(),
  contact_name: Type.String(),
  contact_mobile: Type.String(),
  status: ApplicationStatusSchema,
  /** The reason given with the decision (the rejection's 驳回原因). */
  audit_msg: Type.String(),
  /** Unix seconds: submitted or last decided. */
  updated: Type.Integer(),
})
export type ApplicationRow = Static<typeof ApplicationRow>

export const ApplicationList = Type.Composite([
  Paged(ApplicationRow),
  /** Applications matching the search in each status (the tabs), whatever the status filter says. */
  Type.Object({
    status_counts: Type.Object({ pending: Type.Integer(), approved: Type.Integer(), rejected: Type.Integer() }),
  }),
])
export type ApplicationList = Static<typeof ApplicationList>

export const ApplicationView = Type.Object({
  id: Type.Integer(),
  status: ApplicationStatusSchema,
  audit_msg: Type.String(),
  settled_type_name: Type.String(),
  merchant_type_name: Type.String(),
  merchant_name: Type.String(),
  contact_name: Type.String(),
  contact_mobile: Type.String(),
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
  bank_name: Type.String(),
  bank_acct_name: Type.String(),
  card_id_mask: Type.String(),
  bank_province: Type.String(),
  bank_city: Type.String(),
  created: Type.Integer(),
  updated: Type.Integer(),
})
export type ApplicationView = Static<typeof ApplicationView>

export const ApplicationAuditBody = Type.Object({
  decision: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
  /** 驳回原因: required to reject; a note for an approval. */
  reason: Type.Optional(Text(500)),
})
export type ApplicationAuditBody = Static<typeof ApplicationAuditBody>

export const ApplicationAudited = Type.Object({
  id: Type.Integer(),
  status: ApplicationStatusSchema,
  audit_msg: Type.String(),
  /** An account opened by the approval (applications made before merchant sign-up), its password shown once. */
  account: Nullable(Type.Object({ account_id: Type.Integer(), username: Type.String(), password: Type.String() })),
})
export type ApplicationAudited = Static<typeof ApplicationAudited>

// ---------------------------------------------------------------- accounts

export const ACCOUNT_STATUS_LABELS = { active: '正常', disabled: '已禁用' } as const
const AccountStatus = Type.Union([Type.Literal('active'), Type.Literal('disabled')])

export const AccountQuery = Type.Object({
  ...PageQuery.properties,
  /** Words of the username or mobile. */
  keywords: Type.Optional(Text(50)),
  status: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('active'), Type.Literal('disabled')])),
})
export type AccountQuery = Static<typeof AccountQuery>

export const MerchantAccountView = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  mobile: Type.String(),
  status: AccountStatus,
  /** The merchant's name from its settlement application, or ''. */
  merchant_name: Type.String(),
  /** The application's state: pending, approved, rejected, editing, or none. */
  application_status: Type.String(),
  /** The shop the account runs, if any. */
  shop_name: Type.String(),
  created_at: Type.Integer(),
  last_login_at: Nullable(Type.Integer()),
})
export type MerchantAccountView = Static<typeof MerchantAccountView>

export const AccountStatusBody = Type.Object({ status: AccountStatus })
export type AccountStatusBody = Static<typeof AccountStatusBody>

export const AccountPasswordBody = Type.Object({
  /** A new password of the sign-in rule (8-20 letters and digits, mixing both); blank to generate one. */
  password: Type.Optional(Text(64)),
})
export type AccountPasswordBody = Static<typeof AccountPasswordBody>

export const AccountPasswordReset = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  /** The generated password, shown this once; null when the operator typed one. */
  generated_password: Nullable(Type.String()),
})
export type AccountPasswordReset = Static<typeof AccountPasswordReset>

// ---------------------------------------------------------------- shops

export const SHOP_STATUS_LABELS = { active: '营业中', closed: '已关店' } as const
const ShopStatus = Type.Union([Type.Literal('active'), Type.Literal('closed')])

export const ShopQuery = Type.Object({
  ...PageQuery.properties,
  /** Words of the shop's name. */
  keywords: Type.Optional(Text(50)),
  /** The city label as the region tree names it (上海市). */
  city: Type.Optional(Text(50)),
  status: Type.Optional(Type.Union([Type.Literal('all'), ShopStatus])),
  tag_id: Type.Optional(Id),
})
export type ShopQuery = Static<typeof ShopQuery>

export const ShopTagView = Type.Object({ id: Type.Integer(), tag_name: Type.String(), tag_color: Type.String() })
export type ShopTagView = Static<typeof ShopTagView>

export const ShopRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo: Type.String(),
  province: Type.String(),
  city: Type.String(),
  area: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  hours: Type.String(),
  status: ShopStatus,
  is_ziti: Type.Boolean(),
  sort: Type.Integer(),
  tags: Type.Array(ShopTagView),
  /** Goods (not deleted) the shop carries. */
  goods_count: Type.Integer(),
})
export type ShopRow = Static<typeof ShopRow>

export const ShopFilterOptions = Type.Object({
  tags: Type.Array(ShopTagView),
  /** Cities the company's shops are in, for the filter. */
  cities: Type.Array(Type.String()),
})
export type ShopFilterOptions = Static<typeof ShopFilterOptions>

export const ShopGoodsView = Type.Object({ id: Type.Integer(), item_name: Type.String(), pic: Type.String() })
export type ShopGoodsView = Static<typeof ShopGoodsView>

export const ShopSaveBody = Type.Object({
  name: Text(200),
  logo: Text(2048),
  banner: Text(2048),
  top_image: Text(2048),
  description: Text(1000),
  province: Text(50),
  city: Text(50),
  area: Text(50),
  address: Text(500),
  /** Null first: the request coercion would otherwise read null as 0. */
  lat: Type.Union([Type.Null(), Type.Number()]),
  lng: Type.Union([Type.Null(), Type.Number()]),
  hours: Text(200),
  phone: Text(50),
  status: ShopStatus,
  is_ziti: Type.Boolean(),
  sort: Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000 }),
  tag_ids: Type.Array(Id, { maxItems: 100 }),
  /** The goods the shop carries (goods belong to one shop; the others go back to the platform, 自营). */
  goods_ids: Type.Array(Id, { maxItems: 2000 }),
})
export type ShopSaveBody = Static<typeof ShopSaveBody>

export const ShopDetail = Type.Composite([
  Type.Omit(ShopSaveBody, ['goods_ids']),
  Type.Object({ id: Type.Integer(), goods_ids: Type.Array(Type.Integer()), goods: Type.Array(ShopGoodsView) }),
])
export type ShopDetail = Static<typeof ShopDetail>

// ---------------------------------------------------------------- routes

const IdParams = Type.Object({ id: Id })
const signedIn = ['UNAUTHORIZED', 'SESSION_EXPIRED', 'ADMIN_FORBIDDEN', 'VALIDATION'] as const

const applicationRoute = routeSchemas(
  'admin-merchant-applications',
  errorAnswers(
    ...signedIn,
    'SETTLEMENT_NOT_FOUND',
    'SETTLEMENT_NOT_PENDING',
    'SETTLEMENT_REASON_REQUIRED',
    'SETTLEMENT_INCOMPLETE',
    'MERCHANT_ACCOUNT_EXISTS',
  ),
)
const accountRoute = routeSchemas(
  'admin-merchant-accounts',
  errorAnswers(...signedIn, 'MERCHANT_ACCOUNT_NOT_FOUND', ...MEMBER_FIELD_ERRORS),
)
const shopRoute = routeSchemas(
  'admin-shops',
  withFieldErrors(errorAnswers(...signedIn, 'ADMIN_SHOP_NOT_FOUND', 'SHOP_INVALID')),
)

export const applicationListSchema = applicationRoute(ApplicationList, {
  summary: '入驻申请列表（按状态分页，含各状态数量；按商户名称、联系人或手机号搜索）',
  querystring: ApplicationQuery,
})
export const applicationDetailSchema = applicationRoute(ApplicationView, {
  summary: '入驻申请详情（全部填写内容与营业执照、身份证照片）',
  params: IdParams,
})
export const applicationAuditSchema = applicationRoute(ApplicationAudited, {
  summary: '审核入驻申请（通过或驳回；驳回须填写原因；只能审核待审核的申请）',
  params: IdParams,
  body: ApplicationAuditBody,
})
export const accountListSchema = accountRoute(Paged(MerchantAccountView), {
  summary: '商户账号列表（按账号或手机号搜索，按状态筛选）',
  querystring: AccountQuery,
})
export const accountStatusSchema = accountRoute(MerchantAccountView, {
  summary: '禁用或启用商户账号（禁用后不能登录，已登录的会话立即失效）',
  params: IdParams,
  body: AccountStatusBody,
})
export const accountPasswordSchema = accountRoute(AccountPasswordReset, {
  summary: '重置商户密码（填写新密码，或留空生成一次性显示的随机密码；已登录的会话失效）',
  params: IdParams,
  body: AccountPasswordBody,
})
export const shopListSchema = shopRoute(Paged(ShopRow), {
  summary: '门店列表（按名称搜索，按城市、营业状态、标签筛选）',
  querystring: ShopQuery,
})
export const shopOptionsSchema = shopRoute(ShopFilterOptions, { summary: '门店标签与门店所在城市（筛选与编辑用）' })
export const shopDetailSchema = shopRoute(ShopDetail, { summary: '门店详情（编辑用）', params: IdParams })
export const shopCreateSchema = shopRoute(ShopDetail, { summary: '新增门店', body: ShopSaveBody })
export const shopUpdateSchema = shopRoute(ShopDetail, {
  summary: '修改门店（资料、标签与门店商品）',
  params: IdParams,
  body: ShopSaveBody,
})
