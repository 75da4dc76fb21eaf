/** One entry of the member centre's sidebar: a page to open, or the sign-out action. */
export type MemberMenuEntry =
  | {
      label: string
      href: string
      /** Other paths this entry stands for (the spec's second name of the same screen). */
      also?: readonly string[]
    }
  | { label: string; action: 'logout' }

export interface MemberMenuGroup {
  title: string
  entries: MemberMenuEntry[]
}

/** The member centre's own home, the sidebar title's link. */
export const MEMBER_HOME = '/member/user-info'

/**
 * The sidebar, group by group, like JD's 我的京东. Only pages that exist are listed: a new member
 * page adds its line here.
 */
export const MEMBER_MENU: readonly MemberMenuGroup[] = [
  {
    title: '订单中心',
    entries: [
      { label: '我的订单', href: '/member/trade' },
      { label: '积分订单', href: '/member/trade/point' },
      {
        label: '售后服务',
        href: '/member/aftersales',
        also: ['/member/trade/aftersale-list', '/member/trade/aftersale'],
      },
    ],
  },
  {
    title: '我的资产',
    entries: [
      { label: '优惠券', href: '/member/coupon' },
      { label: '我的积分', href: '/member/point' },
      { label: '会员等级', href: '/member/vip' },
      { label: '会员权益', href: '/member/rights' },
      { label: '领券中心', href: '/member/coupon-center' },
      { label: '领取优惠券', href: '/member/receiveCoupon' },
    ],
  },
  {
    title: '关注中心',
    entries: [
      { label: '我的收藏', href: '/member/collector' },
      { label: '关注的店铺', href: '/member/follow' },
      { label: '我的足迹', href: '/member/foottrace' },
    ],
  },
  {
    title: '账户设置',
    entries: [
      { label: '个人信息', href: '/member/profile' },
      { label: '收货地址', href: '/member/address' },
      { label: '修改密码', href: '/member/change-password' },
      { label: '帮助中心', href: '/member/helper' },
      { label: '安全退出', action: 'logout' },
    ],
  },
]

/**
 * The link that stands for `pathname`: the longest one it is or lies under, so an order's detail
 * (/member/trade/1) keeps 我的订单 highlighted. Null when none does.
 */
export function currentMenuHref(pathname: string, menu: readonly MemberMenuGroup[] = MEMBER_MENU): string | null {
  const links = [
    { href: MEMBER_HOME, prefix: MEMBER_HOME },
    ...menu.flatMap((group) =>
      group.entries.flatMap((entry) =>
        'href' in entry ? [entry.href, ...(entry.also ?? [])].map((prefix) => ({ href: entry.href, prefix })) : [],
      ),
    ),
  ]
  const path = pathname.replace(/\/+$/, '') || '/'
  let best: { href: string; prefix: string } | null = null
  for (const link of links) {
    const under = path === link.prefix || path.startsWith(`${link.prefix}/`)
    if (under && (best === null || link.prefix.length > best.prefix.length)) best = link
  }
  return best?.href ?? null
}
