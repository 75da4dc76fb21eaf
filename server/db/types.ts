/**
 * Row types of the whole commerce database, shared by SQLite and PostgreSQL.
 *
 * Conventions (see migrations/): integer `id` primary keys (the API renames them, e.g. goods.id
 * is `item_id`); money in integer cents (分); timestamps in integer unix seconds; flags as 0/1
 * integers; JSON as text. `Generated<T>` marks columns the database fills (ids and defaults), so
 * inserts may leave them out.
 */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely'

/** 0 or 1; stored as an integer on both dialects. */
export type Flag = 0 | 1
/** Unix seconds. */
export type Timestamp = number
/** A JSON document stored as text; parse with JSON.parse. */
export type JsonText = string

// ─── members and access ──────────────────────────────────────────────────────────────────────

export interface VipGradesTable {
  id: Generated<number>
  name: string
  /** Higher ranks are better grades; the default grade has the lowest rank. */
  grade_rank: number
  /** Percent off the sale price (5 means 95折); 0..100. */
  discount: Generated<number>
  /** Price to buy the grade in cents; 0 for grades that cannot be bought. */
  price: Generated<number>
  /** How long a bought grade lasts. */
  valid_days: Generated<number>
  description: Generated<string>
  /** Banner text on the item detail ("开通黄金会员，本单预计可省…"). */
  guide_title: Generated<string>
  background_color: Generated<string>
  /** The grade every new member starts in. */
  is_default: Generated<Flag>
  created_at: Generated<Timestamp>
}

export type MemberStatus = 'active' | 'disabled'

export interface MembersTable {
  id: Generated<number>
  company_id: Generated<number>
  mobile: string
  password_hash: string
  nickname: Generated<string>
  avatar: Generated<string>
  /** 0 unknown, 1 male, 2 female. */
  sex: Generated<0 | 1 | 2>
  /** YYYY-MM-DD or null. */
  birthday: string | null
  email: string | null
  grade_id: Generated<number>
  /** When a bought grade falls back to the default grade; null for the default grade. */
  grade_expires_at: Timestamp | null
  is_staff: Generated<Flag>
  status: Generated<MemberStatus>
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
  last_login_at: Timestamp | null
}

/** A member's point balance; the CHECK keeps it from going negative. */
export interface MemberPointsTable {
  member_id: number
  balance: Generated<number>
  total_earned: Generated<number>
  total_spent: Generated<number>
  updated_at: Generated<Timestamp>
}

export interface PointLogsTable {
  id: Generated<number>
  member_id: number
  /** Positive when earned, negative when spent. */
  delta: number
  balance_after: number
  reason: string
  order_id: string | null
  created_at: Generated<Timestamp>
}

export type TokenKind = 'member' | 'shop' | 'operator'

/** Issued tokens, so a signed token can still be revoked (logout, password change). */
export interface AuthTokensTable {
  /** Random token id carried inside the signed token. */
  id: string
  kind: TokenKind
  /** members.id, merchant_accounts.id or operators.id depending on kind. */
  subject_id: number
  created_at: Generated<Timestamp>
  expires_at: Timestamp
  revoked_at: Timestamp | null
  user_agent: Generated<string>
}

export interface OperatorsTable {
  id: Generated<number>
  company_id: Generated<number>
  username: string
  password_hash: string
  name: Generated<string>
  status: Generated<MemberStatus>
  created_at: Generated<Timestamp>
  last_login_at: Timestamp | null
}

/** Third-party logins bound to a member (/user.trustlogin.*). */
/** A third-party identity (WeChat website-app login) bound to a member: one per member and type. */
export interface MemberTrustLoginsTable {
  id: Generated<number>
  company_id: Generated<number>
  member_id: number
  /** Login type, e.g. 'weixin'. */
  type: string
  /** The provider's user id for our app; unique per company and type. */
  openid: string
  /** WeChat's id of the same person across the apps of one open-platform account. */
  unionid: string | null
  nickname: Generated<string>
  avatar: Generated<string>
  created_at: Generated<Timestamp>
}

/** state: a used sign-in state; code: the test provider's authorisation code; ticket: an identity waiting to be bound. */
export type TrustLoginGrantKind = 'state' | 'code' | 'ticket'

/** One-time, short-lived grants of the third-party sign-in flow. */
export interface TrustLoginGrantsTable {
  /** Random id (a state's nonce for states). */
  id: string
  kind: TrustLoginGrantKind
  /** 0 for grants not tied to a company (codes, states). */
  company_id: Generated<number>
  type: string
  openid: Generated<string>
  unionid: string | null
  nickname: Generated<string>
  avatar: Generated<string>
  expires_at: Timestamp
  used_at: Timestamp | null
  created_at: Generated<Timestamp>
}

export interface AddressesTable {
  id: Generated<number>
  member_id: number
  /** Receiver name. */
  name: string
  mobile: string
  province: string
  city: string
  county: string
  /** Region codes (regions.id) of the three levels. */
  province_code: Generated<string>
  city_code: Generated<string>
  county_code: Generated<string>
  addr: string
  postcode: Generated<string>
  is_default: Generated<Flag>
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
}

export type SmsPurpose = 'register' | 'login' | 'reset_password' | 'bind_mobile' | 'merchant'

export interface SmsCodesTable {
  id: Generated<number>
  mobile: string
  code: string
  purpose: SmsPurpose
  attempts: Generated<number>
  expires_at: Timestamp
  used_at: Timestamp | null
  created_at: Generated<Timestamp>
}

export type EmailCodePurpose = 'reset_password'

/** Codes mailed to a member's email (password recovery by account); same rules as sms_codes. */
export interface EmailCodesTable {
  id: Generated<number>
  /** The recipient address, lower-cased. */
  email: string
  code: string
  purpose: EmailCodePurpose
  attempts: Generated<number>
  expires_at: Timestamp
  used_at: Timestamp | null
  created_at: Generated<Timestamp>
}

/** Image captcha answers keyed by the random key handed to the browser. */
export interface CaptchasTable {
  id: string
  answer: string
  expires_at: Timestamp
  used_at: Timestamp | null
  created_at: Generated<Timestamp>
}

// ─── catalogue ───────────────────────────────────────────────────────────────────────────────

/** Administrative divisions; id is the 6-digit area code (110000 北京市, 110101 东城区). */
export interface RegionsTable {
  id: string
  parent_id: string | null
  label: string
  /** 1 province, 2 city, 3 county. */
  level: 1 | 2 | 3
  sort: Generated<number>
}

export interface CategoriesTable {
  id: Generated<number>
  parent_id: number | null
  /** 1..3 */
  level: 1 | 2 | 3
  category_name: string
  image_url: Generated<string>
  sort: Generated<number>
  /** Platform ("main") categories drive /items?main_category; the same tree serves both. */
  is_main_category: Generated<Flag>
  /** Ancestor ids and its own id, each followed by '/', e.g. "1/5/23/", so descendants are `path LIKE '1/5/%'`. */
  path: string
  created_at: Generated<Timestamp>
}

export type ShopStatus = 'active' | 'closed'

/** Shops ("distributors"); goods with distributor_id 0 belong to the platform itself (自营). */
export interface DistributorsTable {
  id: Generated<number>
  company_id: Generated<number>
  name: string
  logo: Generated<string>
  /** Wide banner 1190x400. */
  banner: Generated<string>
  /** Top image 538x96 used by recommended-shop blocks (W0020). */
  top_image: Generated<string>
  description: Generated<string>
  province: Generated<string>
  city: Generated<string>
  area: Generated<string>
  address: Generated<string>
  lat: number | null
  lng: number | null
  phone: Generated<string>
  /** Opening hours text, e.g. "10:00-22:00". */
  hours: Generated<string>
  is_default: Generated<Flag>
  /** Offers self pickup (自提). */
  is_ziti: Generated<Flag>
  status: Generated<ShopStatus>
  sort: Generated<number>
  created_at: Generated<Timestamp>
}

export interface ShopTagsTable {
  id: Generated<number>
  tag_name: string
  tag_color: Generated<string>
  sort: Generated<number>
}

export interface DistributorTagsTable {
  distributor_id: number
  tag_id: number
}

export type ApproveStatus = 'onsale' | 'instock'
export type ProductType = 'normal' | 'sale' | 'bag'
export type ItemType = 'normal' | 'point'

/** A product (SPU). Its sellable variants are `skus`. */
export interface GoodsTable {
  id: Generated<number>
  distributor_id: Generated<number>
  item_name: string
  sub_title: Generated<string>
  brief: Generated<string>
  /** Detail page HTML. */
  description: Generated<string>
  category_id: number
  main_category_id: number | null
  brand: Generated<string>
  /** JSON array of image URLs; the first is the main image. */
  pics: Generated<JsonText>
  image_default_id: Generated<string>
  /** Lowest SKU price, kept in step with `skus` for listing and sorting. */
  price: number
  market_price: Generated<number>
  cost: Generated<number>
  sales: Generated<number>
  approve_status: Generated<ApproveStatus>
  /** A gift item cannot be bought on its own. */
  is_gift: Generated<Flag>
  /** 1 when the goods has a single SKU without spec groups. */
  nospec: Generated<Flag>
  product_type: Generated<ProductType>
  /** Staff-only purchase (员工内购). */
  staff_goods: Generated<Flag>
  /** Lowest staff price in cents, null when not sold to staff. */
  staff_price: number | null
  /** 1 greys the card out ("invalid lucky" goods). */
  valid_lucky: Generated<Flag>
  item_type: Generated<ItemType>
  /** Points per unit for points-mall goods. */
  point_price: Generated<number>
  unit: Generated<string>
  /** Grams, for freight. */
  weight: Generated<number>
  sort: Generated<number>
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
}

export interface GoodsTagsTable {
  goods_id: number
  tag_name: string
}

export interface GoodsSpecGroupsTable {
  id: Generated<number>
  goods_id: number
  spec_name: string
  sort: Generated<number>
}

export interface GoodsSpecValuesTable {
  id: Generated<number>
  group_id: number
  goods_id: number
  spec_value_name: string
  spec_image_url: Generated<string>
  /** Swatch colour (#rrggbb) for colour values, '' otherwise. */
  color: Generated<string>
  sort: Generated<number>
}

/** A sellable variant. Stock can never go below 0 (CHECK). */
export interface SkusTable {
  id: Generated<number>
  goods_id: number
  /** Article number (货号), unique. */
  bn: string
  /** JSON array of goods_spec_values ids, in spec-group order; "[]" for nospec goods. */
  spec_value_ids: Generated<JsonText>
  /** The same ids sorted ascending and joined by '_' ('' for nospec); unique per goods. */
  spec_key: Generated<string>
  /** Readable spec, e.g. "颜色:曜石黑 容量:256GB". */
  spec_desc: Generated<string>
  price: number
  market_price: Generated<number>
  cost: Generated<number>
  staff_price: number | null
  store: Generated<number>
  sales: Generated<number>
  image_url: Generated<string>
  weight: Generated<number>
  sort: Generated<number>
  created_at: Generated<Timestamp>
}

/** Explicit member prices; without a row the grade discount applies. */
export interface SkuMemberPricesTable {
  sku_id: number
  grade_id: number
  price: number
}

// ─── marketing ───────────────────────────────────────────────────────────────────────────────

/**
 * full_reduction rule: { "tiers": [{ "full": cents, "minus": cents }] } (满减)
 * discount rule:       { "discount": percentOff } (折扣, 20 means 8折)
 * gift rule:           { "full": cents, "gifts": [{ "sku_id": n, "num": n }] } (满赠)
 */
export type PromotionType = 'full_reduction' | 'discount' | 'gift'
export type ActivityStatus = 'active' | 'disabled'

export interface PromotionsTable {
  id: Generated<number>
  distributor_id: Generated<number>
  promotion_type: PromotionType
  /** Short badge, e.g. 满减, 折扣, 满赠. */
  promotion_tag: string
  /** Shown text, e.g. 满199减30. */
  marketing_name: string
  description: Generated<string>
  rule: JsonText
  /** 'all' applies to every goods; 'goods' only to promotion_goods. */
  use_bound: Generated<'all' | 'goods'>
  starts_at: Timestamp
  ends_at: Timestamp
  status: Generated<ActivityStatus>
  created_at: Generated<Timestamp>
}

export interface PromotionGoodsTable {
  promotion_id: number
  goods_id: number
}

export interface SeckillActivitiesTable {
  id: Generated<number>
  activity_name: string
  description: Generated<string>
  starts_at: Timestamp
  ends_at: Timestamp
  status: Generated<ActivityStatus>
  created_at: Generated<Timestamp>
}

/** One SKU in a seckill with its own price and stock (CHECK stock >= 0). */
export interface SeckillItemsTable {
  id: Generated<number>
  seckill_id: number
  goods_id: number
  sku_id: number
  act_price: number
  stock: number
  sales: Generated<number>
  limit_per_member: Generated<number>
}

export type SeckillTicketStatus = 'issued' | 'used' | 'expired'

/** A member's right to check out a seckill SKU; issuing one reserves stock. */
export interface SeckillTicketsTable {
  /** Random ticket string handed to the client. */
  id: string
  seckill_id: number
  seckill_item_id: number
  member_id: number
  sku_id: number
  num: number
  status: Generated<SeckillTicketStatus>
  order_id: string | null
  expires_at: Timestamp
  created_at: Generated<Timestamp>
}

export type CardType = 'cash' | 'discount' | 'gift'
export type CouponDateType = 'fixed' | 'relative'
export type CouponScope = 'all' | 'goods' | 'category'

/** Coupon definitions ("cards"); get_num counts issued copies and can never pass quantity (CHECK). */
export interface CouponsTable {
  id: Generated<number>
  distributor_id: Generated<number>
  card_type: CardType
  title: string
  description: Generated<string>
  notice: Generated<string>
  /** cash: cents off. */
  reduce_cost: Generated<number>
  /** discount: percent off (20 means 8折). */
  discount: Generated<number>
  /** Minimum order amount in cents; 0 means no threshold. */
  least_cost: Generated<number>
  /** gift: what the coupon is exchanged for. */
  gift: Generated<string>
  /** Copies one member may hold. */
  get_limit: Generated<number>
  quantity: number
  get_num: Generated<number>
  /** Who may use it, e.g. 全场通用. */
  object_use_for: Generated<string>
  use_scope: Generated<CouponScope>
  /** JSON array of goods or category ids when use_scope is not 'all'. */
  use_scope_ids: Generated<JsonText>
  icon_url: Generated<string>
  custom_url: Generated<string>
  date_type: Generated<CouponDateType>
  /** fixed: validity window. relative: the window in which it can be received. */
  begin_time: Timestamp
  end_time: Timestamp
  /** relative: days of validity after receiving. */
  fixed_term: Generated<number>
  status: Generated<ActivityStatus>
  created_at: Generated<Timestamp>
}

export type MemberCouponStatus = 'unused' | 'used' | 'expired'

export interface MemberCouponsTable {
  id: Generated<number>
  member_id: number
  card_id: number
  code: string
  status: Generated<MemberCouponStatus>
  order_id: string | null
  begin_time: Timestamp
  end_time: Timestamp
  received_at: Generated<Timestamp>
  used_at: Timestamp | null
}

// ─── trade ───────────────────────────────────────────────────────────────────────────────────

export type CartType = 'cart' | 'fastbuy'

/** Cart lines. A fastbuy line is the one "buy now" item a member is checking out. */
export interface CartsTable {
  id: Generated<number>
  member_id: number
  cart_type: Generated<CartType>
  distributor_id: Generated<number>
  goods_id: number
  sku_id: number
  quantity: number
  is_checked: Generated<Flag>
  /** Promotion the shopper picked for this line. */
  selected_promotion: number | null
  /** For a gift line, the gift promotion it belongs to; 0 for ordinary lines. */
  rel_promotion_id: Generated<number>
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
}

/**
 * NOTPAY 待付款 → PAYED 待发货 → WAIT_BUYER_CONFIRM 待收货 → DONE 已完成;
 * NOTPAY → CANCEL on buyer cancel or payment timeout.
 */
export type OrderStatus = 'NOTPAY' | 'PAYED' | 'WAIT_BUYER_CONFIRM' | 'DONE' | 'CANCEL'
export type OrderType = 'normal' | 'normal_seckill' | 'point' | 'vip'
export type ReceiptType = 'logistics' | 'ziti'

export interface OrdersTable {
  id: Generated<number>
  /** Public order number, e.g. "2026112312345678". */
  order_id: string
  member_id: number
  distributor_id: Generated<number>
  status: Generated<OrderStatus>
  order_type: Generated<OrderType>
  /** Amount to pay: item_fee + freight_fee - discount_fee - coupon_fee - member_discount - point_fee. */
  total_fee: number
  item_fee: number
  freight_fee: Generated<number>
  /** Promotion discounts (满减, 折扣, seckill savings). */
  discount_fee: Generated<number>
  coupon_fee: Generated<number>
  member_discount: Generated<number>
  /** Cash value paid with points. */
  point_fee: Generated<number>
  /** Points spent (points-mall price or points deduction). */
  point_used: Generated<number>
  /** Points the member earns when the order completes. */
  point_earned: Generated<number>
  total_num: number
  member_coupon_id: number | null
  seckill_id: number | null
  seckill_ticket: string | null
  /** The bought grade for order_type 'vip'. */
  vip_grade_id: number | null
  pay_type: string | null
  paid_at: Timestamp | null
  receipt_type: Generated<ReceiptType>
  ziti_code: string | null
  receiver_name: Generated<string>
  receiver_mobile: Generated<string>
  receiver_province: Generated<string>
  receiver_city: Generated<string>
  receiver_county: Generated<string>
  receiver_address: Generated<string>
  receiver_zip: Generated<string>
  /** { type, title, tax_number, ... } or null. */
  invoice: JsonText | null
  remark: Generated<string>
  /** Client key making order creation safe to retry; unique per member. */
  idempotency_key: string | null
  /** Unpaid orders are cancelled after this time. */
  expires_at: Timestamp | null
  cancel_reason: string | null
  cancelled_at: Timestamp | null
  delivered_at: Timestamp | null
  finished_at: Timestamp | null
  is_rated: Generated<Flag>
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
  /** 1 once the member removed the finished or cancelled order from their list (/trade.delete). */
  member_deleted: Generated<Flag>
}

export interface OrderItemsTable {
  id: Generated<number>
  order_id: string
  /** Null for lines that are not goods (the grade bought by a 'vip' order). */
  goods_id: number | null
  sku_id: number | null
  distributor_id: Generated<number>
  /** Snapshots at order time. */
  item_name: string
  pic: Generated<string>
  spec_desc: Generated<string>
  bn: Generated<string>
  price: number
  market_price: Generated<number>
  point_price: Generated<number>
  quantity: number
  /** price * quantity. */
  item_fee: number
  /** Share of the order's discounts, coupon and member discount. */
  discount_fee: Generated<number>
  /** What was paid for this line. */
  total_fee: number
  /** Units in after-sales (open or done) and units refunded; both ≤ quantity. */
  aftersales_num: Generated<number>
  refunded_num: Generated<number>
  refunded_fee: Generated<number>
  is_gift: Generated<Flag>
  is_rated: Generated<Flag>
  created_at: Generated<Timestamp>
}

export type PaymentStatus = 'NOTPAY' | 'SUCCESS' | 'CLOSED'

export interface PaymentsTable {
  id: Generated<number>
  trade_no: string
  order_id: string
  member_id: number
  pay_type: string
  amount: number
  status: Generated<PaymentStatus>
  provider_trade_no: string | null
  /** Raw provider notification, kept for reconciliation. */
  notify_raw: string | null
  created_at: Generated<Timestamp>
  paid_at: Timestamp | null
}

export type RefundStatus = 'READY' | 'SUCCESS' | 'FAIL'

export interface RefundsTable {
  id: Generated<number>
  refund_bn: string
  order_id: string
  aftersales_id: number | null
  member_id: number
  refund_fee: number
  refund_point: Generated<number>
  status: Generated<RefundStatus>
  reason: Generated<string>
  created_at: Generated<Timestamp>
  refunded_at: Timestamp | null
  /** The payment (payments.trade_no) the money goes back through; null when none was refunded (points only). */
  trade_no: Generated<string | null>
}

export type AftersalesType = 'ONLY_REFUND' | 'REFUND_GOODS'
/**
 * WAIT_SELLER_AGREE 待审核 → (ONLY_REFUND) WAIT_REFUND 待退款 | (REFUND_GOODS) WAIT_BUYER_RETURN_GOODS
 * 待寄回 → WAIT_SELLER_CONFIRM_GOODS 待收货确认 → WAIT_REFUND; WAIT_REFUND → REFUNDING 退款中 →
 * REFUNDED 已退款 (or back to WAIT_REFUND when the refund fails); SELLER_REFUSE 已驳回; CLOSED 买家撤销.
 */
export type AftersalesStatus =
  | 'WAIT_SELLER_AGREE'
  | 'WAIT_BUYER_RETURN_GOODS'
  | 'WAIT_SELLER_CONFIRM_GOODS'
  | 'WAIT_REFUND'
  | 'REFUNDING'
  | 'REFUNDED'
  | 'SELLER_REFUSE'
  | 'CLOSED'

export interface AftersalesTable {
  id: Generated<number>
  aftersales_bn: string
  order_id: string
  order_item_id: number
  member_id: number
  distributor_id: Generated<number>
  aftersales_type: AftersalesType
  num: number
  reason: string
  description: Generated<string>
  /** JSON array of image URLs. */
  evidence_pics: Generated<JsonText>
  status: Generated<AftersalesStatus>
  refund_fee: Generated<number>
  refund_point: Generated<number>
  refuse_reason: string | null
  sendback_corp: string | null
  sendback_code: string | null
  sendback_at: Timestamp | null
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
  closed_at: Timestamp | null
  /** When the operator approved or refused it. */
  reviewed_at: Generated<Timestamp | null>
  /** REFUND_GOODS: when the returned goods arrived. */
  goods_received_at: Generated<Timestamp | null>
  refunded_at: Generated<Timestamp | null>
  /** Freight refunded with this application (the one that leaves nothing of an unshipped order unrefunded). */
  refund_freight: Generated<number>
}

export interface OrderLogisticsTable {
  id: Generated<number>
  order_id: string
  delivery_corp: string
  delivery_corp_name: string
  delivery_code: string
  created_at: Generated<Timestamp>
}

export interface LogisticsTracesTable {
  id: Generated<number>
  logistics_id: number
  event_time: Timestamp
  context: string
}

export interface OrderRatesTable {
  id: Generated<number>
  order_id: string
  order_item_id: number
  member_id: number
  goods_id: number
  /** 1..5 */
  star: number
  content: Generated<string>
  /** JSON array of image URLs. */
  pics: Generated<JsonText>
  anonymous: Generated<Flag>
  created_at: Generated<Timestamp>
}

// ─── member activity ─────────────────────────────────────────────────────────────────────────

export interface CollectItemsTable {
  id: Generated<number>
  member_id: number
  goods_id: number
  distributor_id: Generated<number>
  created_at: Generated<Timestamp>
}

export interface CollectShopsTable {
  id: Generated<number>
  member_id: number
  distributor_id: number
  created_at: Generated<Timestamp>
}

/** Footprints: one row per member and goods, viewed_at moves forward on each view. */
export interface BrowseHistoryTable {
  id: Generated<number>
  member_id: number
  goods_id: number
  viewed_at: Timestamp
}

// ─── content and pages ───────────────────────────────────────────────────────────────────────

export interface ArticleNodesTable {
  id: Generated<number>
  parent_id: number | null
  /** Stable slug used by routes: news, story, technology, faq, license, privacy, ... */
  code: string
  name: string
  sort: Generated<number>
  created_at: Generated<Timestamp>
}

export interface ArticlesTable {
  id: Generated<number>
  node_id: number
  title: string
  summary: Generated<string>
  /** HTML. */
  content: string
  cover: Generated<string>
  author: Generated<string>
  sort: Generated<number>
  is_show: Generated<Flag>
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
}

export type PageName = 'index' | 'header' | 'footer' | 'custom' | 'product'

/** Designer templates; draft_config is edited, published_config is what shoppers see. */
export interface PageTemplatesTable {
  id: Generated<number>
  company_id: Generated<number>
  page_name: PageName
  template_title: string
  /** Public page id used in /custompage?pageid=. */
  theme_pc_template_id: number
  /** For page_name 'product': the /product/* path it answers. */
  page_path: string | null
  draft_config: JsonText
  published_config: JsonText | null
  version: Generated<number>
  /** + 1 on every saved draft; a designer save names the revision it was based on. */
  draft_revision: Generated<number>
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
  published_at: Timestamp | null
}

export interface PageTemplateVersionsTable {
  id: Generated<number>
  template_id: number
  version: number
  config: JsonText
  created_at: Generated<Timestamp>
}

/** Key/value settings per company, value is JSON (tdk_data, base_setting, ...). */
export interface SettingsTable {
  id: Generated<number>
  company_id: Generated<number>
  name: string
  value: JsonText
  updated_at: Generated<Timestamp>
}

export interface UploadsTable {
  id: Generated<number>
  company_id: Generated<number>
  img_name: string
  img_url: string
  img_type: string
  img_size: number
  width: Generated<number>
  height: Generated<number>
  created_at: Generated<Timestamp>
}

/** A photo a member or merchant uploaded (after-sales evidence, 晒单, licences), with its owner. */
export interface PhotoUploadsTable {
  id: Generated<number>
  company_id: Generated<number>
  owner_kind: 'member' | 'shop'
  owner_id: number
  storage_key: string
  /** Site-relative address forms send back, e.g. /uploads/member/12/2026/11/<hex>.png. */
  url: string
  img_type: string
  img_size: number
  width: number
  height: number
  /** Unix seconds. */
  created_at: number
}

/** Free panels saved from the designer for reuse. */
export interface CombinedModulesTable {
  id: Generated<number>
  company_id: Generated<number>
  name: string
  image: Generated<string>
  params: JsonText
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
}

// ─── merchants ───────────────────────────────────────────────────────────────────────────────

export type MerchantAuditStatus = 'editing' | 'auditing' | 'approved' | 'rejected'

export interface MerchantApplicationsTable {
  id: Generated<number>
  /** The owner of an application made before merchant sign-up existed; null for the others. */
  member_id: number | null
  /** merchant_accounts.id of the signed-up merchant that fills it in. */
  merchant_id: number | null
  /** Last completed step of the settlement form. */
  step: Generated<number>
  merchant_type: Generated<string>
  /** Form data keyed by step. */
  data: Generated<JsonText>
  audit_status: Generated<MerchantAuditStatus>
  audit_reason: Generated<string>
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
}

export interface MerchantAccountsTable {
  id: Generated<number>
  username: string
  mobile: Generated<string>
  password_hash: string
  distributor_id: number | null
  application_id: number | null
  status: Generated<MemberStatus>
  created_at: Generated<Timestamp>
  last_login_at: Timestamp | null
}

/** Moved by triggers whenever something guests' pages show changes (the page caches compare it). */
export interface ContentVersionTable {
  id: number
  version: number
}

/** Who runs a background job (order expiry, refund retries) until when; see server/lib/job-lease.ts. */
export interface JobLeasesTable {
  name: string
  holder: string
  /** Unix milliseconds; the lease is free from then on. */
  expires_at: number
}

export interface Database {
  vip_grades: VipGradesTable
  members: MembersTable
  member_points: MemberPointsTable
  point_logs: PointLogsTable
  auth_tokens: AuthTokensTable
  operators: OperatorsTable
  member_trust_logins: MemberTrustLoginsTable
  trust_login_grants: TrustLoginGrantsTable
  addresses: AddressesTable
  sms_codes: SmsCodesTable
  email_codes: EmailCodesTable
  captchas: CaptchasTable
  regions: RegionsTable
  categories: CategoriesTable
  distributors: DistributorsTable
  shop_tags: ShopTagsTable
  distributor_tags: DistributorTagsTable
  goods: GoodsTable
  goods_tags: GoodsTagsTable
  goods_spec_groups: GoodsSpecGroupsTable
  goods_spec_values: GoodsSpecValuesTable
  skus: SkusTable
  sku_member_prices: SkuMemberPricesTable
  promotions: PromotionsTable
  promotion_goods: PromotionGoodsTable
  seckill_activities: SeckillActivitiesTable
  seckill_items: SeckillItemsTable
  seckill_tickets: SeckillTicketsTable
  coupons: CouponsTable
  member_coupons: MemberCouponsTable
  carts: CartsTable
  orders: OrdersTable
  order_items: OrderItemsTable
  payments: PaymentsTable
  refunds: RefundsTable
  aftersales: AftersalesTable
  order_logistics: OrderLogisticsTable
  logistics_traces: LogisticsTracesTable
  order_rates: OrderRatesTable
  collect_items: CollectItemsTable
  collect_shops: CollectShopsTable
  browse_history: BrowseHistoryTable
  article_nodes: ArticleNodesTable
  articles: ArticlesTable
  page_templates: PageTemplatesTable
  page_template_versions: PageTemplateVersionsTable
  settings: SettingsTable
  uploads: UploadsTable
  photo_uploads: PhotoUploadsTable
  combined_modules: CombinedModulesTable
  merchant_applications: MerchantApplicationsTable
  merchant_accounts: MerchantAccountsTable
  content_version: ContentVersionTable
  job_leases: JobLeasesTable
}

export type Member = Selectable<MembersTable>
export type NewMember = Insertable<MembersTable>
export type MemberUpdate = Updateable<MembersTable>
export type Goods = Selectable<GoodsTable>
export type Sku = Selectable<SkusTable>
export type Category = Selectable<CategoriesTable>
export type Region = Selectable<RegionsTable>
export type Order = Selectable<OrdersTable>
export type NewOrder = Insertable<OrdersTable>
export type OrderItem = Selectable<OrderItemsTable>
export type Coupon = Selectable<CouponsTable>
export type Distributor = Selectable<DistributorsTable>
export type PageTemplate = Selectable<PageTemplatesTable>
