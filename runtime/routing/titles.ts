import { handleOf, type HeadMatch } from './handle.ts'

/**
 * Document titles (spec 2.4), keyed by route id. Route ids follow the spec's names: the path's
 * segments joined by '-', a parameter by its name (/member/trade/:id is 'member-trade-id'), so a new
 * route gets its title by choosing its id.
 */
export const routeTitles: Readonly<Record<string, string>> = {
  cart: '购物车',
  'member-trade': '我的订单',
  'member-user-info': '会员中心',
  'member-change-password': '更改密码',
  'member-address': '收货地址',
  'member-profile': '个人信息',
  'cart-checkout': '订单信息',
  'cart-address': '收货地址',
  'cart-addAddress': '新增收货地址',
  'cart-helper': '购物帮助',
  'member-helper': '帮助中心',
  'member-receiveCoupon': '领取优惠券',
  precollection: '新品预览',
  result: '商品搜索',
  cashier: '收银台',
  'finish-success': '支付成功',
  'finish-fail': '支付失败',
  'finish-result': '支付结果',
  'member-trade-id': '订单详情',
  'member-trade-point': '积分订单',
  'pointitems-checkout': '积分订单确认',
  'pointitems-cashierpoint': '积分支付',
  'member-trade-aftersale-list': '售后订单',
  'member-trade-aftersale': '售后详情',
  'member-aftersales': '售后服务',
  'member-aftersales-apply-refund': '申请售后',
  'member-aftersales-id': '售后详情',
  'member-trade-rate': '评价晒单',
  'member-trade-logistics': '物流详情',
  'member-coupon': '优惠券',
  'member-collector': '我的收藏',
  'member-foottrace': '我的足迹',
  'member-point': '我的积分',
  'member-follow': '关注的店铺',
  'member-vip': '会员等级',
  'member-rights': '会员权益',
  'auth-login': '登录',
  'auth-reg': '注册',
  'auth-forget-password': '找回密码',
  'staff-login': '员工登录',
  'auth-wx-login': '微信登录',
  'auth-bind': '绑定账号',
  'auth-bindwechat': '绑定微信',
  'auth-bindphone': '绑定手机',
  'auth-redirect': '正在跳转',
  shop: '商家中心',
  'shop-settleForm': '商家入驻',
  'shop-review': '入驻审核',
  default: '首页',
}

/** Titles of the error pages, which the spec leaves open. */
export const errorTitles = { notFound: '页面不存在', error: '出错了' } as const

/** The deepest route that names a title wins: its handle first, then the table; else 首页. */
export function pageTitle(matches: readonly HeadMatch[]): string {
  for (const match of [...matches].reverse()) {
    const { title } = handleOf(match)
    const fromHandle = typeof title === 'function' ? title(match.data) : title
    if (fromHandle) return fromHandle
    const fromTable = routeTitles[match.id]
    if (fromTable) return fromTable
  }
  return routeTitles.default
}

/** "页面标题 - 站点标题" with the SEO title from tdk_data (spec 3), or the page title alone. */
export function documentTitle(page: string, siteTitle: string | undefined): string {
  return siteTitle ? `${page} - ${siteTitle}` : page
}
