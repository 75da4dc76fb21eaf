import { Type, type TSchema } from '@sinclair/typebox'
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE } from '../image-limits.ts'
import { OPERATOR_PASSWORD_RULE } from './admin/operator-password.ts'

/**
 * The error catalogue: every refusal the server can answer, by code, with its HTTP status and
 * the one Chinese message shoppers see. A message may name placeholders (`{max}`) that the throw
 * site fills; the code and the template never vary. docs/error-codes.md and the OpenAPI error
 * examples are generated from this object (`npm run docs:errors`, server/lib/error-catalogue.test.ts).
 */
export interface ErrorEntry {
  status: number
  message: string
  /** Only where the message alone does not say when the error happens. */
  description?: string
}

export const ERRORS = {
  // general
  VALIDATION: {
    status: 400,
    message: '{detail}',
    description: '请求参数未通过校验；{detail} 说明哪个参数、错在哪里（如“缺少必填参数：mobile”）',
  },
  MISSING_PARAMETER: { status: 400, message: '缺少必填参数：{field}' },
  PARAMETER_FORMAT: { status: 400, message: '参数格式错误：{field}' },
  PARAMETER_TOO_LONG: { status: 400, message: '参数 {field} 过长' },
  PARAMETER_TOO_MANY: { status: 400, message: '参数 {field} 过多' },
  NUMBER_INVALID: { status: 400, message: '参数格式错误：数值无效' },
  PARAMETER_OUT_OF_RANGE: { status: 400, message: '参数超出允许范围' },
  BAD_REQUEST: { status: 400, message: '请求参数错误' },
  BAD_URL: { status: 400, message: '请求地址格式错误' },
  BODY_MALFORMED: { status: 400, message: '请求内容格式错误' },
  BODY_TOO_LARGE: { status: 413, message: '提交的内容过大' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: '不支持的内容类型' },
  UNAUTHORIZED: { status: 401, message: '请先登录' },
  SESSION_EXPIRED: { status: 401, message: '登录已失效，请重新登录' },
  CROSS_SITE: { status: 403, message: '请求来源不被允许，请在本站页面内操作' },
  NOT_FOUND: { status: 404, message: '接口不存在' },
  FILE_NOT_FOUND: { status: 404, message: '文件不存在' },
  TOO_MANY_REQUESTS: { status: 429, message: '操作过于频繁，请稍后再试' },
  INTERNAL: { status: 500, message: '抱歉！应用程序错误异常！' },
  // account
  ACCOUNT_NOT_FOUND: { status: 400, message: '该账号不存在' },
  ACCOUNT_REQUIRED: { status: 400, message: '请输入手机号或邮箱' },
  ACCOUNT_TICKET_EXPIRED: { status: 400, message: '账号验证已失效，请重新输入账号' },
  ACCOUNT_TICKET_REQUIRED: { status: 400, message: '请先验证账号' },
  VERIFY_KEY_EXPIRED: { status: 400, message: '身份验证已失效，请重新验证' },
  VERIFY_TYPE: { status: 400, message: '请选择验证方式' },
  // address
  ADDRESS_DETAIL_REQUIRED: { status: 400, message: '请填写详细地址' },
  ADDRESS_INVALID: { status: 400, message: '收货地址包含无效字符' },
  ADDRESS_LIMIT: { status: 400, message: '收货地址最多20个' },
  ADDRESS_NAME_REQUIRED: { status: 400, message: '请填写收货人姓名' },
  ADDRESS_NAME_TOO_LONG: { status: 400, message: '收货人姓名不能超过20个字' },
  ADDRESS_POSTCODE_INVALID: { status: 400, message: '请输入正确的邮政编码' },
  MOBILE_INVALID: { status: 400, message: '请输入正确的手机号' },
  REGION_INVALID: { status: 400, message: '请选择省市区' },
  // admin
  ACCOUNT_WRONG_CREDENTIALS: { status: 400, message: '账号或密码错误' },
  OPERATOR_DISABLED: { status: 403, message: '该账号已被禁用' },
  ORDER_NOT_FOUND: { status: 404, message: '订单不存在' },
  ORDER_STATUS_INVALID: { status: 400, message: '订单状态无效' },
  // aftersales
  AFTERSALES_ALL_APPLIED: { status: 400, message: '该商品已全部申请售后' },
  AFTERSALES_BN_REQUIRED: { status: 400, message: '请提供售后单号' },
  AFTERSALES_DESCRIPTION_INVALID: { status: 400, message: '问题描述包含无效字符' },
  AFTERSALES_DESCRIPTION_TOO_LONG: { status: 400, message: '问题描述不能超过{max}字' },
  AFTERSALES_EXPIRED: { status: 400, message: '订单已超过售后期限（完成后15天内可申请）' },
  AFTERSALES_LINE_AMBIGUOUS: { status: 400, message: '请指定售后商品的规格' },
  AFTERSALES_LINE_DUPLICATE: { status: 400, message: '同一商品请合并为一条申请' },
  AFTERSALES_LINE_REQUIRED: { status: 400, message: '请选择售后商品' },
  AFTERSALES_LINE_UNKNOWN: { status: 400, message: '售后商品不在该订单中' },
  AFTERSALES_NOT_CLOSABLE: { status: 400, message: '该售后申请当前不能撤销' },
  AFTERSALES_NOT_FOUND: { status: 404, message: '售后单不存在' },
  AFTERSALES_NOT_MODIFIABLE: { status: 400, message: '商家已处理该申请，不能再修改' },
  AFTERSALES_NOT_REFUNDABLE: { status: 400, message: '售后单{status}，不能退款' },
  AFTERSALES_NOT_RETURNED: { status: 400, message: '买家尚未寄回商品，不能确认收货' },
  AFTERSALES_NOT_REVIEWABLE: { status: 400, message: '售后单{status}，不能再审核' },
  AFTERSALES_NOT_SENDBACK: { status: 400, message: '该售后申请当前不需要寄回商品' },
  AFTERSALES_NUM_EXCEEDED: { status: 400, message: '申请数量超过可申请数量，该商品最多还可申请{remaining}件' },
  AFTERSALES_PICS_TOO_MANY: { status: 400, message: '凭证图片最多{max}张' },
  AFTERSALES_PIC_INVALID: { status: 400, message: '凭证图片地址无效' },
  AFTERSALES_REASON_INVALID: { status: 400, message: '售后原因无效，请重新选择' },
  AFTERSALES_REASON_REQUIRED: { status: 400, message: '请选择售后原因' },
  AFTERSALES_STATUS_CHANGED: { status: 409, message: '售后单状态已变化，请刷新后重试' },
  AFTERSALES_STATUS_INVALID: { status: 400, message: '售后状态无效' },
  AFTERSALES_TYPE_REQUIRED: { status: 400, message: '请选择售后类型' },
  DELIVERY_CODE_INVALID: { status: 400, message: '物流单号格式不正确' },
  DELIVERY_CODE_REQUIRED: { status: 400, message: '请填写物流单号' },
  DELIVERY_CORP_INVALID: { status: 400, message: '不支持的物流公司' },
  DELIVERY_CORP_REQUIRED: { status: 400, message: '请选择物流公司' },
  GOODS_NOT_SHIPPED: { status: 400, message: '商品尚未发货，请选择仅退款' },
  ORDER_NOT_AFTERSALES: { status: 400, message: '该订单当前不能申请售后' },
  REFUND_FAILED: { status: 409, message: '退款失败：{reason}' },
  REFUND_IN_PROGRESS: { status: 409, message: '退款正在处理中，请稍后刷新' },
  REFUND_RETRY: { status: 409, message: '退款失败，请稍后重试' },
  REFUSE_REASON_INVALID: { status: 400, message: '驳回原因不能超过200字' },
  REFUSE_REASON_REQUIRED: { status: 400, message: '请填写驳回原因' },
  // auth
  ACCOUNT_DISABLED: { status: 403, message: '该账号已被禁用，请联系客服' },
  ACCOUNT_RATE_LIMITED: { status: 429, message: '该账号登录尝试过于频繁，请15分钟后再试' },
  AUTH_TYPE: { status: 400, message: '不支持的登录方式' },
  MERCHANT_DISABLED: { status: 403, message: '该商家账号已被禁用' },
  MERCHANT_NOT_FOUND: { status: 400, message: '该手机号未开通商家账号' },
  MOBILE_REQUIRED: { status: 400, message: '请输入手机号' },
  MOBILE_UNKNOWN: { status: 400, message: '该手机号未注册' },
  NOT_STAFF: { status: 403, message: '该账号不是员工账号' },
  SIGN_IN_DELAYED: { status: 429, message: '尝试次数过多，请{seconds}秒后再试' },
  WRONG_CREDENTIALS: { status: 400, message: '手机号或密码错误' },
  // captcha
  CAPTCHA_EXPIRED: { status: 400, message: '图片验证码已失效，请刷新后重试' },
  CAPTCHA_REQUIRED: { status: 400, message: '请输入图片验证码' },
  CAPTCHA_TYPE: { status: 400, message: '图片验证码类型错误' },
  CAPTCHA_WRONG: { status: 400, message: '图片验证码错误' },
  // cart
  CART_FULL: { status: 400, message: '购物车已满' },
  CART_LINE_NOT_FOUND: { status: 404, message: '购物车商品不存在' },
  CART_LINE_REPEATED: { status: 400, message: '同一购物车商品不能重复提交' },
  CART_NOTHING_SELECTED: { status: 400, message: '请选择要删除的商品' },
  CART_UPDATE_NOTHING_SELECTED: { status: 400, message: '请选择要修改的商品' },
  FASTBUY_NOTHING_CHECKED: { status: 400, message: '请先选择要购买的商品' },
  GIFT_CONDITION_NOT_MET: { status: 400, message: '未满足满赠条件，暂不能领取赠品' },
  GIFT_LIMIT: { status: 400, message: '该赠品最多可领{num}件' },
  GIFT_UNAVAILABLE: { status: 400, message: '该赠品已不可领取' },
  NOT_A_GIFT: { status: 400, message: '该商品不是此活动的赠品' },
  NOT_GIFT_PROMOTION: { status: 400, message: '该活动不是满赠活动' },
  PROMOTION_NOT_APPLICABLE: { status: 400, message: '该促销活动不适用于此商品' },
  PROMOTION_NOT_FOUND: { status: 404, message: '促销活动不存在或已结束' },
  QUANTITY_TOO_SMALL: { status: 400, message: '此商品的最小购买数量为1件' },
  SECKILL_GOODS: { status: 400, message: '秒杀商品请直接购买' },
  // checkout
  ADDRESS_NOT_FOUND: { status: 404, message: '收货地址不存在' },
  ADDRESS_REQUIRED: { status: 400, message: '请选择收货地址' },
  COUPON_EXPIRED: { status: 400, message: '优惠券已过期' },
  COUPON_ID_INVALID: { status: 400, message: '优惠券不存在' },
  COUPON_NOT_ALLOWED: { status: 400, message: '秒杀订单不能使用优惠券' },
  COUPON_NOT_APPLICABLE: { status: 400, message: '该优惠券不满足本单使用条件' },
  COUPON_NOT_FOUND: { status: 404, message: '优惠券不存在' },
  COUPON_NOT_STARTED: { status: 400, message: '优惠券尚未到使用时间' },
  COUPON_USED: { status: 409, message: '优惠券已使用' },
  GIFT_NOT_FOR_SALE: { status: 400, message: '赠品不能单独购买' },
  GOODS_OFF_SHELF_NAMED: { status: 400, message: '商品「{name}」已下架' },
  IDEMPOTENCY_KEY_INVALID: { status: 400, message: '幂等键格式不正确' },
  INVOICE_TITLE_REQUIRED: { status: 400, message: '请填写发票抬头' },
  INVOICE_TITLE_TOO_LONG: { status: 400, message: '发票抬头不能超过50个字' },
  INVOICE_TYPE_INVALID: { status: 400, message: '发票类型无效' },
  MIXED_SHOPS: { status: 400, message: '请按店铺分别结算' },
  MODE_MISMATCH: { status: 400, message: '结算方式与订单类型不符' },
  NOTHING_CHECKED: { status: 400, message: '请选择要结算的商品' },
  NOT_POINT_GOODS: { status: 400, message: '该商品不是积分商品' },
  NO_FASTBUY_LINE: { status: 400, message: '请先选择要购买的商品' },
  POINTS_NOT_ALLOWED: { status: 400, message: '本单不能使用积分抵扣' },
  POINTS_OVER_LIMIT: { status: 400, message: '本单最多可使用{max}积分' },
  POINT_GOODS: { status: 400, message: '积分商品请在积分商城兑换' },
  POINT_GOODS_SEPARATE: { status: 400, message: '积分商品请在积分商城单独兑换' },
  POINT_ORDER_NO_COUPON: { status: 400, message: '积分商品不能使用优惠券' },
  QUANTITY_INVALID: { status: 400, message: '购买数量无效' },
  STOCK_CHANGED: { status: 409, message: '库存不足，请重试' },
  STOCK_NOT_ENOUGH: { status: 409, message: '库存不足，最大库存为{store}件' },
  TAX_NUMBER_INVALID: { status: 400, message: '纳税人识别号格式不正确' },
  TAX_NUMBER_REQUIRED: { status: 400, message: '请填写纳税人识别号' },
  // collect
  COLLECT_LIMIT: { status: 400, message: '收藏商品最多500个' },
  COLLECT_NOTHING_SELECTED: { status: 400, message: '请选择要移除收藏的商品' },
  COLLECT_SHOP_LIMIT: { status: 400, message: '收藏店铺最多500个' },
  // content
  ARTICLE_NOT_FOUND: { status: 404, message: '文章不存在' },
  NODE_NOT_FOUND: { status: 404, message: '栏目不存在' },
  // console
  ADMIN_FORBIDDEN: { status: 403, message: '您的角色没有此功能的权限，请联系超级管理员' },
  DEMO_PASSWORD_REFUSED: {
    status: 403,
    message: '正式商城不能使用演示账号的公开密码登录，请先修改密码',
    description: 'DEMO=0 的商城拒绝演示账号的公开密码（admin1234 等），直到密码被修改',
  },
  LAST_SUPER_ADMIN: { status: 409, message: '至少要保留一个启用的超级管理员' },
  OPERATOR_NAME_INVALID: { status: 400, message: '姓名包含不支持的字符' },
  OPERATOR_NAME_REQUIRED: { status: 400, message: '请输入姓名' },
  OPERATOR_NOT_FOUND: { status: 404, message: '运营账号不存在' },
  OPERATOR_PASSWORD_WEAK: { status: 400, message: OPERATOR_PASSWORD_RULE },
  OPERATOR_SELF_DISABLE: { status: 400, message: '不能停用自己的账号' },
  OPERATOR_SELF_ROLE: { status: 400, message: '不能修改自己的角色' },
  OPERATOR_USERNAME_INVALID: { status: 400, message: '账号须为3-50位字母、数字或 _ . @ -' },
  OPERATOR_USERNAME_TAKEN: { status: 409, message: '该账号已存在' },
  ROLE_AREAS_REQUIRED: { status: 400, message: '请至少选择一项权限' },
  ROLE_BUILTIN: { status: 400, message: '内置角色不能删除' },
  ROLE_IN_USE: { status: 409, message: '该角色下还有{count}个账号，请先为他们更换角色' },
  ROLE_LOCKED: { status: 400, message: '超级管理员角色不能修改或删除' },
  ROLE_NAME_INVALID: { status: 400, message: '角色名称包含不支持的字符' },
  ROLE_NAME_REQUIRED: { status: 400, message: '请输入角色名称' },
  ROLE_NAME_TAKEN: { status: 409, message: '角色名称已存在' },
  ROLE_NOT_FOUND: { status: 404, message: '角色不存在' },
  SETUP_DONE: { status: 409, message: '商城已初始化，请直接登录' },
  SHOP_NAME_REQUIRED: { status: 400, message: '请输入商城名称' },
  ADMIN_GOODS_NOT_FOUND: { status: 404, message: '商品不存在' },
  GOODS_INVALID: {
    status: 400,
    message: '商品信息有{count}处需要修改',
    description: '保存商品时字段未通过校验；body.fields 按字段路径（如 skus.2.price）给出每处的中文提示',
  },
  GOODS_SKU_NOT_FOUND: { status: 404, message: '商品规格不存在' },
  GOODS_STOCK_CHANGED: {
    status: 409,
    message: '库存已变化，当前库存{store}件，请刷新后重试',
    description: '按“加载时库存”或 expected 修改库存时，库存已被订单或他人改动；body.store 为当前库存',
  },
  GOODS_STOCK_BELOW_ZERO: { status: 409, message: '库存不能小于0，当前库存{store}件' },
  GOODS_IN_ACTIVITY: { status: 409, message: '商品「{name}」正在参加{activity}，活动结束后才能删除' },
  // content: articles and help (console 内容 › 文章与帮助)
  ARTICLE_INVALID: {
    status: 400,
    message: '文章信息有{count}处需要修改',
    description: '保存文章时字段未通过校验；body.fields 按字段（如 title、content）给出每处的中文提示',
  },
  ARTICLE_NODE_INVALID: {
    status: 400,
    message: '栏目信息有{count}处需要修改',
    description: '新增或修改文章栏目时字段未通过校验；body.fields 按字段（name、code、parent_id）给出中文提示',
  },
  ARTICLE_NODE_HAS_ARTICLES: { status: 409, message: '该栏目下还有 {count} 篇文章，不能删除' },
  ARTICLE_NODE_HAS_CHILDREN: { status: 409, message: '该栏目下还有 {count} 个子栏目，请先删除子栏目' },
  BRAND_IN_USE: { status: 409, message: '该品牌下还有 {count} 件商品，不能删除' },
  BRAND_NAME_REQUIRED: { status: 400, message: '请输入品牌名称' },
  BRAND_NAME_TAKEN: { status: 409, message: '品牌「{name}」已存在' },
  BRAND_NAME_TOO_LONG: { status: 400, message: '品牌名称不能超过{max}个字' },
  BRAND_NOT_FOUND: { status: 404, message: '品牌不存在' },
  CATEGORY_HAS_CHILDREN: { status: 409, message: '该分类下还有 {count} 个子分类，请先删除或移走子分类' },
  CATEGORY_HAS_GOODS: { status: 409, message: '该分类下还有 {count} 件商品，不能删除' },
  CATEGORY_INTO_ITSELF: { status: 400, message: '不能把分类移动到它自己或它的子分类下' },
  CATEGORY_NAME_REQUIRED: { status: 400, message: '请输入分类名称' },
  CATEGORY_NAME_TAKEN: { status: 409, message: '同一级下已有名为「{name}」的分类' },
  CATEGORY_NAME_TOO_LONG: { status: 400, message: '分类名称不能超过{max}个字' },
  CATEGORY_NOT_FOUND: { status: 404, message: '分类不存在' },
  CATEGORY_PARENT_NOT_FOUND: { status: 400, message: '上级分类不存在，请刷新后重试' },
  CATEGORY_TOO_DEEP: { status: 400, message: '分类最多三级，{reason}' },
  CATALOGUE_IMAGE_INVALID: { status: 400, message: '图片地址无效，请重新上传或从图片库选择' },
  CANCEL_REASON_INVALID: { status: 400, message: '取消原因不能超过100个字，且不能包含控制字符' },
  CANCEL_REASON_REQUIRED: { status: 400, message: '请填写取消原因' },
  EXPORT_EXPIRED: { status: 410, message: '导出文件已过期（保留24小时），请重新导出' },
  EXPORT_FAILED: { status: 409, message: '导出失败，请重新导出' },
  EXPORT_NOT_FOUND: { status: 404, message: '导出任务不存在' },
  EXPORT_NOT_READY: { status: 409, message: '导出尚未完成，请稍候' },
  ORDER_ALREADY_CANCELLED: { status: 409, message: '订单已取消' },
  ORDER_DATE_INVALID: { status: 400, message: '下单时间格式应为 YYYY-MM-DD，且开始日期不能晚于结束日期' },
  ORDER_NOT_UNPAID: { status: 409, message: '只能取消待付款的订单，已支付的订单请走售后退款' },
  OPERATOR_REMARK_INVALID: { status: 400, message: '运营备注不能超过200个字，且不能包含控制字符' },
  // coupon
  COUPON_LIMIT_REACHED: { status: 409, message: '您已达到领取上限' },
  COUPON_NOT_IN_PERIOD: { status: 400, message: '优惠券不在领取时间内' },
  COUPON_SOLD_OUT: { status: 409, message: '优惠券已领完' },
  // 营销 › 优惠券 (console)
  COUPON_INVALID: {
    status: 400,
    message: '优惠券信息有{count}处需要修改',
    description: '响应体的 fields 为“字段路径 → 提示”（schemas/coupon-rules.ts）',
  },
  COUPON_QUANTITY_BELOW_CLAIMED: { status: 409, message: '发放总量不能少于已领取的{claimed}张' },
  COUPON_TERMS_LOCKED: {
    status: 409,
    message: '已有会员领取，不能再修改优惠券类型、面额、门槛和使用范围',
  },
  COUPON_STOPPED: { status: 409, message: '优惠券已停止发放' },
  // designer
  DESIGNER_FORBIDDEN: { status: 403, message: '无权访问页面设计器' },
  DRAFT_INVALID: {
    status: 422,
    message: '页面有{count}处错误，请修改后再发布',
    description: '响应体的 problems 列出每处问题（severity 为 error 的阻止发布，warning 只作提醒）',
  },
  IMAGE_NOT_FOUND: { status: 400, message: '图片不存在，请重新上传' },
  MODULE_IMAGE_INVALID: {
    status: 400,
    message: '组合模块图片保存失败',
    description: '预览图须是本站上传的图片（/uploads/…）或 http(s) 地址',
  },
  MODULE_NAME_REQUIRED: { status: 400, message: '请输入组合模块名称' },
  MODULE_NAME_TOO_LONG: { status: 400, message: '组合模块名称不能超过{max}个字' },
  MODULE_NOT_FOUND: { status: 404, message: '组合模块不存在' },
  MODULE_NOT_PANEL: { status: 400, message: '请选中要保存的自由面板' },
  MODULE_PARAMS_INVALID: {
    status: 400,
    message: '自由面板有{count}处问题，请修改后再保存',
    description: '响应体的 problems 列出每处问题（path、message）',
  },
  IMAGE_TOO_LARGE: { status: 413, message: IMAGE_SIZE_MESSAGE },
  IMAGE_TYPE: { status: 400, message: IMAGE_TYPE_MESSAGE },
  IMAGE_UNREADABLE: { status: 400, message: '图片已损坏或无法读取尺寸，请换一张图片' },
  PAGE_PATH_INVALID: { status: 400, message: '页面路径只能包含小写字母、数字、- 和 _，以 / 分隔' },
  PAGE_PATH_NOT_ALLOWED: { status: 400, message: '只有商品页可以设置页面路径' },
  PAGE_PATH_REQUIRED: { status: 400, message: '请输入页面路径' },
  PAGE_PATH_TAKEN: { status: 409, message: '页面路径已被使用' },
  PASSWORD_REQUIRED: { status: 400, message: '请输入密码' },
  TEMPLATE_FIXED: { status: 400, message: '首页、页头和页尾不能删除' },
  TEMPLATE_NOT_CANVAS: { status: 400, message: '页头和页尾只能编辑其设置，不能放置挂件' },
  TEMPLATE_NOT_COPYABLE: { status: 400, message: '页头和页尾不能复制' },
  TEMPLATE_NOT_FOUND: { status: 404, message: '页面模板不存在' },
  TEMPLATE_NOT_PUBLISHED: { status: 404, message: '页面尚未发布' },
  TITLE_REQUIRED: { status: 400, message: '请输入页面标题' },
  TITLE_TOO_LONG: { status: 400, message: '页面标题不能超过{max}个字' },
  UPLOAD_FILE_REQUIRED: { status: 400, message: '请选择要上传的图片' },
  UPLOAD_KEY_TAKEN: { status: 409, message: '该图片已上传，请重新获取上传凭证' },
  UPLOAD_MALFORMED: { status: 400, message: '上传内容格式错误' },
  UPLOAD_NOT_MULTIPART: { status: 400, message: '请以 multipart/form-data 上传图片' },
  UPLOAD_TOKEN_INVALID: { status: 403, message: '上传凭证无效或已过期，请重新上传' },
  UPLOAD_NOT_OWNED: { status: 400, message: '图片不存在或不是您上传的，请重新上传' },
  UPLOAD_RATE_LIMITED: { status: 429, message: '上传过于频繁，请稍后再试' },
  USERNAME_REQUIRED: { status: 400, message: '请输入账号' },
  WIDGET_TYPE_UNKNOWN: { status: 400, message: '未知的挂件类型：{type}' },
  WIDGET_UUID_DUPLICATE: { status: 400, message: '挂件标识重复：{uuid}' },
  WIDGET_UUID_REQUIRED: { status: 400, message: '挂件标识不能为空' },
  // distributor
  LOCATION_INCOMPLETE: { status: 400, message: '经纬度需同时提供' },
  NOT_ZITI_ORDER: { status: 400, message: '该订单不是自提订单' },
  SHOP_NOT_FOUND: { status: 404, message: '店铺不存在或已关闭' },
  ZITI_NOT_AVAILABLE: { status: 409, message: '当前订单状态不可自提' },
  // email
  EMAIL_AMBIGUOUS: { status: 400, message: '该邮箱绑定了多个账号，请使用手机号找回' },
  EMAIL_CODE_EXPIRED: { status: 400, message: '邮箱验证码已失效，请重新获取' },
  EMAIL_CODE_LOCKED: { status: 400, message: '邮箱验证码错误次数过多，请重新获取' },
  EMAIL_CODE_REQUIRED: { status: 400, message: '请输入邮箱验证码' },
  EMAIL_CODE_WRONG: { status: 400, message: '邮箱验证码错误' },
  EMAIL_DAILY_LIMIT: { status: 429, message: '今日验证码发送次数已达上限，请明天再试' },
  EMAIL_FAILED: { status: 502, message: '邮件发送失败，请稍后再试' },
  EMAIL_NOT_BOUND: { status: 400, message: '该账号未绑定邮箱' },
  EMAIL_TOO_FREQUENT: { status: 429, message: '发送过于频繁，请{seconds}秒后再试' },
  // history
  GOODS_NOT_FOUND: { status: 404, message: '商品不存在或已下架' },
  HISTORY_NOTHING_SELECTED: { status: 400, message: '请选择要删除的足迹' },
  // logistics
  DELIVERY_ID_REQUIRED: { status: 400, message: '请提供发货单号' },
  DELIVERY_NOT_FOUND: { status: 404, message: '物流信息不存在' },
  ORDER_IN_AFTERSALES_SHIP: { status: 409, message: '订单有售后申请待处理，请先处理售后' },
  ORDER_NOT_SHIPPABLE: { status: 400, message: '只有待发货的订单可以发货' },
  ORDER_SHIPPED: { status: 409, message: '订单已发货' },
  VIP_ORDER_NOT_SHIPPED: { status: 400, message: '会员订单无需发货' },
  ZITI_ORDER_NOT_SHIPPED: { status: 400, message: '自提订单无需发货' },
  // member
  BIRTHDAY_IN_FUTURE: { status: 400, message: '生日不能晚于今天' },
  INVALID_AVATAR: { status: 400, message: '头像地址不正确' },
  INVALID_BIRTHDAY: { status: 400, message: '生日格式不正确，应为YYYY-MM-DD' },
  INVALID_EMAIL: { status: 400, message: '邮箱格式不正确' },
  INVALID_MOBILE: { status: 400, message: '请输入正确的手机号' },
  INVALID_NICKNAME: { status: 400, message: '昵称不能超过20个字符' },
  INVALID_PASSWORD: { status: 400, message: '8-20位密码，必须为数字和字母混合' },
  INVALID_SEX: { status: 400, message: '性别只能是未知、男或女' },
  MOBILE_IN_USE: { status: 409, message: '该手机号已被其他账号使用' },
  MOBILE_TAKEN: { status: 409, message: '该手机号已注册' },
  NICKNAME_CHARACTERS: { status: 400, message: '昵称包含不支持的字符' },
  NICKNAME_REQUIRED: { status: 400, message: '请输入昵称' },
  NOTHING_TO_UPDATE: { status: 400, message: '请填写要修改的资料' },
  OLD_PASSWORD_REQUIRED: { status: 400, message: '请输入原密码' },
  OLD_PASSWORD_WRONG: { status: 400, message: '原密码错误' },
  PASSWORD_CHARACTERS: { status: 400, message: '密码不能包括特殊字符' },
  PASSWORD_MISMATCH: { status: 400, message: '输入的密码不一致' },
  PROTOCOL_NOT_FOUND: { status: 404, message: '协议内容暂未发布' },
  PROTOCOL_TYPE: { status: 400, message: '协议类型错误' },
  SAME_MOBILE: { status: 400, message: '新手机号不能与当前手机号相同' },
  SAME_PASSWORD: { status: 400, message: '新密码不能与原密码相同' },
  // merchants (console: 商户与门店)
  ADMIN_SHOP_NOT_FOUND: { status: 404, message: '门店不存在' },
  MERCHANT_ACCOUNT_NOT_FOUND: { status: 404, message: '商户账号不存在' },
  SHOP_INVALID: {
    status: 400,
    message: '门店信息有{count}处需要修改',
    description: '保存门店时字段未通过校验；body.fields 按字段路径（如 lat、tag_ids）给出每处的中文提示',
  },
  // merchant
  BANK_ACCOUNT_INVALID: { status: 400, message: '银行账号须为8-30位数字' },
  BANK_ACCOUNT_NAME_LENGTH: { status: 400, message: '开户名为2-50个字' },
  BANK_ACCOUNT_NAME_REQUIRED: { status: 400, message: '请填写开户名' },
  BANK_ACCOUNT_REQUIRED: { status: 400, message: '请填写银行账号' },
  BANK_REGION_REQUIRED: { status: 400, message: '请选择开户行所在地区' },
  BANK_REQUIRED: { status: 400, message: '请选择开户银行' },
  CONTACT_MOBILE_INVALID: { status: 400, message: '联系人手机号格式不正确' },
  CONTACT_MOBILE_REQUIRED: { status: 400, message: '请填写联系人手机号' },
  CONTACT_NAME_LENGTH: { status: 400, message: '联系人姓名为2-20个字' },
  CONTACT_NAME_REQUIRED: { status: 400, message: '请填写联系人姓名' },
  CREDIT_CODE_CHECKSUM: { status: 400, message: '统一社会信用代码校验不通过，请核对' },
  CREDIT_CODE_FORMAT: { status: 400, message: '统一社会信用代码须为18位大写字母或数字' },
  CREDIT_CODE_REQUIRED: { status: 400, message: '请填写统一社会信用代码' },
  ID_CARD_CHECKSUM: { status: 400, message: '身份证号码校验不通过，请核对' },
  ID_CARD_FORMAT: { status: 400, message: '身份证号码须为18位，最后一位可为X' },
  ID_CARD_REQUIRED: { status: 400, message: '请填写身份证号码' },
  ID_CARD_PHOTO_FRONT_REQUIRED: { status: 400, message: '请上传身份证人像面照片' },
  ID_CARD_PHOTO_BACK_REQUIRED: { status: 400, message: '请上传身份证国徽面照片' },
  ID_CARD_PHOTO_INVALID: { status: 400, message: '身份证照片地址无效，请重新上传' },
  LEGAL_NAME_LENGTH: { status: 400, message: '姓名为2-20个字' },
  LEGAL_NAME_REQUIRED: { status: 400, message: '请填写法人姓名' },
  LICENSE_REQUIRED: { status: 400, message: '请上传营业执照' },
  LICENSE_URL_INVALID: { status: 400, message: '营业执照图片地址无效' },
  MERCHANT_ACCOUNT_EXISTS: { status: 409, message: '该手机号已开通商户账号' },
  MERCHANT_MOBILE_REGISTERED: { status: 409, message: '该手机号已注册商家账号，请直接登录' },
  MERCHANT_NAME_LENGTH: { status: 400, message: '商户名称为2-50个字' },
  MERCHANT_NAME_REQUIRED: { status: 400, message: '请填写商户名称' },
  MERCHANT_TYPE_REQUIRED: { status: 400, message: '请选择经营类目' },
  REAL_NAME_REQUIRED: { status: 400, message: '请填写真实姓名' },
  SETTLED_TYPE_REQUIRED: { status: 400, message: '请选择入驻类型' },
  SETTLEMENT_ADDRESS_LENGTH: { status: 400, message: '详细地址为2-100个字' },
  SETTLEMENT_ADDRESS_REQUIRED: { status: 400, message: '请填写详细地址' },
  SETTLEMENT_AGREEMENT_REQUIRED: { status: 400, message: '请阅读并同意入驻协议' },
  SETTLEMENT_APPROVED: { status: 409, message: '入驻申请已审核通过，资料不能再修改' },
  SETTLEMENT_CHANGED: { status: 409, message: '入驻申请状态已变化，请刷新后重试' },
  SETTLEMENT_CLOSED: { status: 409, message: '商户入驻暂未开放' },
  SETTLEMENT_INCOMPLETE: { status: 409, message: '入驻资料不完整，无法审核通过' },
  SETTLEMENT_NOT_FOUND: { status: 404, message: '入驻申请不存在' },
  SETTLEMENT_NOT_PENDING: { status: 409, message: '该申请不在待审核状态' },
  SETTLEMENT_PENDING: { status: 409, message: '入驻申请正在审核中，请耐心等待' },
  SETTLEMENT_REASON_REQUIRED: { status: 400, message: '请填写驳回原因' },
  SETTLEMENT_REGION_REQUIRED: { status: 400, message: '请选择所在地区' },
  SETTLEMENT_SAVE_FAILED: { status: 409, message: '入驻申请保存失败，请重试' },
  SETTLEMENT_STEP: { status: 400, message: '入驻步骤不正确' },
  SETTLEMENT_STEP_ORDER: { status: 400, message: '请先完成上一步' },
  // order
  ORDER_ID_REQUIRED: { status: 400, message: '请提供订单号' },
  ORDER_IN_AFTERSALES: { status: 409, message: '订单已申请售后，请在售后中处理退款' },
  ORDER_IN_AFTERSALES_CANCEL: { status: 409, message: '订单售后处理中，暂不能取消' },
  ORDER_IN_AFTERSALES_DELETE: { status: 409, message: '订单售后处理中，暂不能删除' },
  ORDER_NOTHING_TO_RATE: { status: 400, message: '该订单没有可评价的商品' },
  ORDER_NOT_CANCELLABLE: { status: 400, message: '订单已发货，不能取消' },
  ORDER_NOT_CONFIRMABLE: { status: 400, message: '订单当前状态不能确认收货' },
  ORDER_NOT_DELETABLE: { status: 400, message: '只能删除已完成或已取消的订单' },
  ORDER_NOT_RATEABLE: { status: 400, message: '订单完成后才能评价' },
  ORDER_PAID: { status: 409, message: '已支付的订单不能自动取消' },
  ORDER_RATED: { status: 409, message: '该订单已评价' },
  ORDER_STATUS_CHANGED: { status: 409, message: '订单状态已变化，请刷新后重试' },
  ORDER_TYPE_INVALID: { status: 400, message: '订单类型无效' },
  RATE_CONTENT_INVALID: { status: 400, message: '评价内容包含无效字符' },
  RATE_CONTENT_TOO_LONG: { status: 400, message: '评价内容不能超过{max}字' },
  RATE_LINE_AMBIGUOUS: { status: 400, message: '请指定评价的商品规格' },
  RATE_LINE_DUPLICATE: { status: 400, message: '同一商品请勿重复评价' },
  RATE_LINE_UNKNOWN: { status: 400, message: '评价的商品不在该订单中' },
  RATE_PICS_TOO_MANY: { status: 400, message: '每件商品最多上传{max}张图片' },
  RATE_PIC_INVALID: { status: 400, message: '评价图片地址无效' },
  RATE_STAR_INVALID: { status: 400, message: '评分须为1到5星' },
  REFUND_UNAVAILABLE: { status: 409, message: '暂不支持取消已支付订单' },
  // pages
  DRAFT_STALE: { status: 409, message: '页面已被其他人修改' },
  TEMPLATE_PUBLISH_CONFLICT: { status: 409, message: '页面正在被其他人发布，请稍后重试' },
  WIDGET_TYPE_NOT_FOUND: { status: 404, message: '挂件类型不存在' },
  // payment
  ALIPAY_DISABLED: { status: 404, message: '支付宝支付未启用' },
  ALIPAY_RETURN_INVALID: { status: 400, message: '支付结果校验失败' },
  AMOUNT_MISMATCH: { status: 409, message: '支付金额与订单金额不一致' },
  ORDER_CHANGED_REFUNDED: { status: 409, message: '订单状态已变化，款项已原路退回' },
  ORDER_EXPIRED: { status: 400, message: '订单已超时关闭' },
  ORDER_NOT_PAYABLE: { status: 400, message: '订单状态不可支付' },
  PAYMENT_GATEWAY_ERROR: { status: 502, message: '支付渠道暂不可用，请稍后再试' },
  PAYMENT_NOT_FOUND: { status: 404, message: '支付单不存在' },
  PAY_CHANNEL_UNSUPPORTED: { status: 400, message: '该支付方式不支持此支付渠道' },
  PAY_TYPE_UNSUPPORTED: { status: 400, message: '不支持的支付方式' },
  REFUND_AMOUNT_INVALID: { status: 400, message: '退款金额必须大于0' },
  REFUND_EXCEEDS_PAID: { status: 400, message: '退款金额不能超过实付金额' },
  REFUND_NOT_FOUND: { status: 404, message: '退款单不存在' },
  RETURN_URL_INVALID: { status: 400, message: '支付完成后的返回地址无效' },
  WECHAT_OPENID_REQUIRED: { status: 400, message: '请先使用微信登录后再使用微信内支付' },
  // point
  POINTS_INVALID: { status: 400, message: '积分数量必须为正整数' },
  POINTS_NOT_ENOUGH: { status: 409, message: '积分不足' },
  POINT_ORDER_PAY_IN_POINTS: { status: 400, message: '积分订单请在积分支付页用积分支付' },
  NOT_POINT_ORDER: { status: 400, message: '该订单不是积分订单' },
  POINT_ORDER_POINTS_FIRST: { status: 400, message: '请先支付积分' },
  // seckill
  GOODS_OFF_SHELF: { status: 400, message: '商品已下架' },
  SECKILL_ENDED: { status: 400, message: '秒杀活动已结束' },
  SECKILL_ITEM_NOT_FOUND: { status: 404, message: '该商品不在此秒杀活动中' },
  SECKILL_LIMIT: { status: 409, message: '超出限购数量' },
  SECKILL_NOT_FOUND: { status: 404, message: '秒杀活动不存在' },
  SECKILL_NOT_STARTED: { status: 400, message: '秒杀活动未开始' },
  SECKILL_TICKET_EXPIRED: { status: 400, message: '秒杀资格已过期，请重新抢购' },
  SECKILL_TICKET_INVALID: { status: 400, message: '秒杀资格无效，请重新抢购' },
  SECKILL_TICKET_USED: { status: 409, message: '秒杀资格已使用' },
  SOLD_OUT: { status: 409, message: '商品已售罄' },
  SPEC_REQUIRED: { status: 400, message: '请选择规格' },
  // share
  INVALID_URL: { status: 400, message: '链接无效' },
  // sms
  SMS_CODE_EXPIRED: { status: 400, message: '短信验证码已失效，请重新获取' },
  SMS_CODE_LOCKED: { status: 400, message: '短信验证码错误次数过多，请重新获取' },
  SMS_CODE_REQUIRED: { status: 400, message: '请输入短信验证码' },
  SMS_CODE_WRONG: { status: 400, message: '短信验证码错误' },
  SMS_DAILY_LIMIT: { status: 429, message: '今日验证码发送次数已达上限，请明天再试' },
  SMS_FAILED: { status: 502, message: '短信发送失败，请稍后再试' },
  SMS_TOO_FREQUENT: { status: 429, message: '发送过于频繁，请{seconds}秒后再试' },
  SMS_TYPE: { status: 400, message: '验证码类型错误' },
  // console: 营销 › 满减满折与秒杀
  PROMOTION_INVALID: {
    status: 400,
    message: '活动信息有{count}处需要修改',
    description: '保存满减满折活动时字段未通过校验；body.fields 按字段路径（如 tiers.1.minus）给出每处的中文提示',
  },
  PROMOTION_ADMIN_NOT_FOUND: { status: 404, message: '满减满折活动不存在' },
  SECKILL_INVALID: {
    status: 400,
    message: '秒杀活动信息有{count}处需要修改',
    description: '保存秒杀活动时字段未通过校验；body.fields 按字段路径（如 items.0.act_price）给出每处的中文提示',
  },
  SECKILL_ADMIN_ITEM_NOT_FOUND: { status: 404, message: '秒杀商品规格不存在' },
  SECKILL_ITEM_SOLD: { status: 409, message: '规格「{name}」已有秒杀订单，不能移除，可把秒杀库存改为0' },
  SECKILL_STOCK_CHANGED: {
    status: 409,
    message: '秒杀库存已变化，当前库存{stock}件，请刷新后重试',
    description: '按 expected 设置秒杀库存时库存已被订单或他人改动；body.stock 为当前秒杀库存',
  },
  SECKILL_STOCK_BELOW_ZERO: { status: 409, message: '秒杀库存不能小于0，当前库存{stock}件' },
  // trustlogin
  PAGE_NOT_FOUND: { status: 404, message: '页面不存在' },
  REDIRECT_URL: { status: 400, message: '回调地址不正确，只能跳转到本站页面' },
  TRUST_CODE: { status: 400, message: '微信授权失败，请重新扫码' },
  TRUST_MEMBER_BOUND: { status: 409, message: '该账号已绑定其他微信' },
  TRUST_NOT_BOUND: { status: 404, message: '未绑定该登录方式' },
  TRUST_OPENID_TAKEN: { status: 409, message: '该微信已绑定其他账号' },
  TRUST_STATE: { status: 400, message: '登录状态已失效，请重新扫码' },
  TRUST_TICKET: { status: 400, message: '微信授权已失效，请重新扫码' },
  TRUST_TICKET_REQUIRED: { status: 400, message: '请先扫码授权' },
  TRUST_TYPE_REQUIRED: { status: 400, message: '请选择要解绑的登录方式' },
  TRUST_UNAVAILABLE: { status: 502, message: '微信登录服务暂时无法访问，请稍后再试' },
  WXQRCODE_UNSUPPORTED: { status: 400, message: '暂不支持微信扫码登录' },
  // members (console)
  MEMBER_DATE_INVALID: { status: 400, message: '注册日期格式应为 YYYY-MM-DD，且开始日期不能晚于结束日期' },
  MEMBER_GRADE_INVALID: {
    status: 400,
    message: '会员等级信息有{count}处需要修改',
    description: '保存会员等级时字段未通过校验；body.fields 按字段名给出每处的中文提示',
  },
  MEMBER_GRADE_NAME_TAKEN: { status: 409, message: '会员等级「{name}」已存在' },
  MEMBER_POINTS_INVALID: {
    status: 400,
    message: '积分调整有{count}处需要修改',
    description: '调整会员积分时字段未通过校验；body.fields 给出数量（amount）与原因（reason）的中文提示',
  },
  MEMBER_POINTS_NOT_ENOUGH: { status: 409, message: '该会员当前只有{balance}积分，不能扣减{amount}积分' },
  // vip
  GRADE_IS_DEFAULT: { status: 400, message: '默认会员等级无需购买' },
  GRADE_NOT_BUYABLE: { status: 400, message: '该会员等级不支持购买' },
  GRADE_NOT_FOUND: { status: 404, message: '会员等级不存在' },
  GRADE_NOT_HIGHER: { status: 400, message: '您当前的会员等级已不低于该等级，请选择更高的等级' },
  MEMBER_NOT_FOUND: { status: 404, message: '会员不存在' },
  ORDER_NOT_PAID: { status: 409, message: '订单尚未支付' },
  // site settings and goods import
  SITE_SETTINGS_INVALID: {
    status: 400,
    message: '站点设置有{count}处需要修改',
    description: '保存站点设置时字段未通过校验；body.fields 按字段路径（如 seo.title）给出每处的中文提示',
  },
  GOODS_IMPORT_FILE_INVALID: { status: 400, message: '请上传 .xlsx 格式的 Excel 文件（可先下载导入模板）' },
  GOODS_IMPORT_FILE_TOO_LARGE: { status: 413, message: '导入文件不能超过{max}MB' },
  GOODS_IMPORT_EMPTY: { status: 400, message: '导入文件中没有商品行' },
  GOODS_IMPORT_TOO_MANY: { status: 400, message: '一次最多导入{max}行，请拆分文件后再导入' },
  GOODS_IMPORT_REFUSED: {
    status: 400,
    message: '有{count}行未通过校验，没有导入任何商品',
    description: '导入时有行未通过校验（全部有效才导入，或没有一行有效）；body.rows 按行号给出每行的原因',
  },
} as const satisfies Record<string, ErrorEntry>

export type ErrorCode = keyof typeof ERRORS

/** Answers any request may get before or beside its route (bad address, body, foreign origin, database value, server fault); docs/error-codes.md lists them, no route does. */
export const ANY_ROUTE_ERRORS: readonly ErrorCode[] = [
  'BAD_URL',
  'BAD_REQUEST',
  'CROSS_SITE',
  'BODY_MALFORMED',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'PARAMETER_OUT_OF_RANGE',
  'NOT_FOUND',
  'FILE_NOT_FOUND',
  'INTERNAL',
]

/** What the member field rules (server/commerce/member/rules.ts) refuse, wherever a route takes profile or password fields. */
export const MEMBER_FIELD_ERRORS: readonly ErrorCode[] = [
  'BIRTHDAY_IN_FUTURE',
  'INVALID_AVATAR',
  'INVALID_BIRTHDAY',
  'INVALID_EMAIL',
  'INVALID_MOBILE',
  'INVALID_NICKNAME',
  'INVALID_PASSWORD',
  'INVALID_SEX',
  'NICKNAME_CHARACTERS',
  'PASSWORD_CHARACTERS',
  'PASSWORD_MISMATCH',
  'PASSWORD_REQUIRED',
]

/** What sending or checking an SMS code refuses, wherever a route takes one. */
export const SMS_CODE_ERRORS: readonly ErrorCode[] = [
  'SMS_CODE_EXPIRED',
  'SMS_CODE_LOCKED',
  'SMS_CODE_REQUIRED',
  'SMS_CODE_WRONG',
  'SMS_DAILY_LIMIT',
  'SMS_FAILED',
  'SMS_TOO_FREQUENT',
  'SMS_TYPE',
]

type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never

/** The values a code's message template needs, by placeholder name. */
export type ErrorParams<C extends ErrorCode> = Record<Placeholders<(typeof ERRORS)[C]['message']>, string | number>

/** Codes whose message is a fixed sentence. */
export type PlainErrorCode = {
  [C in ErrorCode]: [Placeholders<(typeof ERRORS)[C]['message']>] extends [never] ? C : never
}[ErrorCode]

/** A code's message with its placeholders filled (a placeholder without a value stays as written). */
export function errorMessage(code: ErrorCode, params?: Record<string, string | number>): string {
  const template: string = ERRORS[code].message
  return params
    ? template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
    : template
}

/**
 * Every error body: `msg` repeats `message` because clients written for ECShopX read `msg`
 * and would otherwise show their own 操作失败.
 */
export const errorBody = (code: ErrorCode, message: string = ERRORS[code].message) => ({
  status_code: ERRORS[code].status,
  code,
  message,
  msg: message,
})

const errorFields = {
  status_code: Type.Integer(),
  code: Type.String(),
  message: Type.String(),
  msg: Type.String({ description: '同 message（供读取 msg 的客户端）' }),
}

/**
 * The `response` entries of a route for the codes it can answer: one error schema per HTTP
 * status, with an example body per code, so the OpenAPI document lists every refusal.
 */
export function errorAnswers(...codes: ErrorCode[]): Record<number, TSchema> {
  const byStatus = new Map<number, ErrorCode[]>()
  for (const code of new Set(codes))
    byStatus.set(ERRORS[code].status, [...(byStatus.get(ERRORS[code].status) ?? []), code])
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      status,
      Type.Object(errorFields, { examples: list.map((code) => errorBody(code)) }),
    ]),
  )
}
