import type { AdminArea } from '../../schemas/api/admin/areas.ts'

export interface NavLink {
  label: string
  /** A console route, or an app of its own (the designer) when `external`. */
  to: string
  /** Shown to roles with any of these areas. */
  areas: readonly AdminArea[]
  external?: boolean
}

export interface NavSection {
  label: string
  icon:
    | 'dashboard'
    | 'goods'
    | 'orders'
    | 'aftersales'
    | 'marketing'
    | 'members'
    | 'merchants'
    | 'content'
    | 'pages'
    | 'settings'
  links: readonly NavLink[]
}

/** The console's left navigation; each operator sees the links their role opens. */
export const NAV: readonly NavSection[] = [
  { label: '概况', icon: 'dashboard', links: [{ label: '经营概况', to: '/dashboard', areas: ['dashboard'] }] },
  {
    label: '商品',
    icon: 'goods',
    links: [
      { label: '商品列表', to: '/goods', areas: ['goods', 'stock'] },
      { label: '分类', to: '/goods/categories', areas: ['goods'] },
      { label: '品牌', to: '/goods/brands', areas: ['goods'] },
      { label: '商品导入', to: '/goods/import', areas: ['goods'] },
    ],
  },
  { label: '订单', icon: 'orders', links: [{ label: '订单列表', to: '/orders', areas: ['orders', 'shipping'] }] },
  { label: '售后', icon: 'aftersales', links: [{ label: '售后处理', to: '/aftersales', areas: ['aftersales'] }] },
  {
    label: '营销',
    icon: 'marketing',
    links: [
      { label: '优惠券', to: '/marketing/coupons', areas: ['marketing'] },
      { label: '满减满折', to: '/marketing/promotions', areas: ['marketing'] },
      { label: '秒杀活动', to: '/marketing/seckill', areas: ['marketing'] },
    ],
  },
  {
    label: '会员',
    icon: 'members',
    links: [
      { label: '会员列表', to: '/members', areas: ['members'] },
      { label: '会员等级', to: '/members/grades', areas: ['members'] },
    ],
  },
  {
    label: '商户与门店',
    icon: 'merchants',
    links: [
      { label: '入驻申请', to: '/merchants/applications', areas: ['merchants'] },
      { label: '商户账号', to: '/merchants/accounts', areas: ['merchants'] },
      { label: '门店', to: '/shops', areas: ['merchants'] },
    ],
  },
  { label: '内容', icon: 'content', links: [{ label: '文章与帮助', to: '/content/articles', areas: ['content'] }] },
  {
    label: '页面装修',
    icon: 'pages',
    links: [{ label: '页面设计器', to: '/designer/', areas: ['pages'], external: true }],
  },
  {
    label: '设置',
    icon: 'settings',
    links: [
      { label: '站点设置', to: '/settings/site', areas: ['settings'] },
      { label: '账号管理', to: '/settings/operators', areas: ['settings'] },
      { label: '角色权限', to: '/settings/roles', areas: ['settings'] },
      { label: '操作日志', to: '/settings/audit-log', areas: ['settings'] },
    ],
  },
]

export function visibleNav(areas: readonly AdminArea[]): NavSection[] {
  return NAV.map((section) => ({
    ...section,
    links: section.links.filter((link) => link.areas.some((area) => areas.includes(area))),
  })).filter((section) => section.links.length > 0)
}

/** Where an operator lands: the first console page their role opens. */
export function homeOf(areas: readonly AdminArea[]): string | null {
  for (const section of visibleNav(areas)) for (const link of section.links) if (!link.external) return link.to
  return null
}

/** The link a console path belongs to: the longest link path it starts with (/goods/12 → 商品列表, /goods/brands → 品牌). */
export function currentLink(sections: readonly NavSection[], pathname: string): string | undefined {
  let best: string | undefined
  for (const section of sections)
    for (const { to, external } of section.links) {
      if (external || !(pathname === to || pathname.startsWith(`${to}/`))) continue
      if (!best || to.length > best.length) best = to
    }
  return best
}
