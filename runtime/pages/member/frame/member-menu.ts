/** One entry of the member centre's sidebar: a page to open, or the sign-out action. */
export type MemberMenuEntry = { label: string; href: string } | { label: string; action: 'logout' }

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
  { title: '订单中心', entries: [{ label: '我的订单', href: '/member/trade' }] },
  { title: '我的资产', entries: [{ label: '领券中心', href: '/member/coupon-center' }] },
  { title: '账户设置', entries: [{ label: '安全退出', action: 'logout' }] },
]

/**
 * The link that stands for `pathname`: the longest one it is or lies under, so an order's detail
 * (/member/trade/1) keeps 我的订单 highlighted. Null when none does.
 */
export function currentMenuHref(pathname: string, menu: readonly MemberMenuGroup[] = MEMBER_MENU): string | null {
  const hrefs = [MEMBER_HOME, ...menu.flatMap((group) => group.entries.flatMap((entry) => ('href' in entry ? [entry.href] : [])))]
  const path = pathname.replace(/\/+$/, '') || '/'
  let best: string | null = null
  for (const href of hrefs) {
    if ((path === href || path.startsWith(`${href}/`)) && (best === null || href.length > best.length)) best = href
  }
  return best
}
