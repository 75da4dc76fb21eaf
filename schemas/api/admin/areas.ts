import { Type } from '@sinclair/typebox'

/**
 * What an operator role may touch, one area per part of the console. The server checks every
 * `/api/admin` and `/api/designer` route against these; the console shows only the sections the
 * role has.
 */
export const ADMIN_AREAS = {
  dashboard: '概况',
  goods: '商品',
  stock: '库存',
  orders: '订单',
  shipping: '发货',
  aftersales: '售后',
  marketing: '营销',
  members: '会员',
  merchants: '商户与门店',
  content: '内容',
  pages: '页面装修',
  settings: '设置',
} as const

export type AdminArea = keyof typeof ADMIN_AREAS

export const AREA_CODES = Object.keys(ADMIN_AREAS) as AdminArea[]

export const AdminAreaSchema = Type.Union(
  AREA_CODES.map((code) => Type.Literal(code)),
  { description: AREA_CODES.map((code) => `${code} ${ADMIN_AREAS[code]}`).join('，') },
)

/** The roles every shop starts with; the super-admin role cannot be edited or removed. */
export const BUILTIN_ROLES: readonly { name: string; areas: readonly AdminArea[]; description: string }[] = [
  { name: '超级管理员', areas: AREA_CODES, description: '全部权限，含账号、角色与操作日志' },
  {
    name: '运营',
    areas: [
      'dashboard',
      'goods',
      'stock',
      'orders',
      'shipping',
      'aftersales',
      'marketing',
      'members',
      'merchants',
      'content',
      'pages',
    ],
    description: '商品、订单、售后、营销、会员、商户、内容与页面装修',
  },
  { name: '客服', areas: ['orders', 'aftersales', 'members'], description: '处理订单、售后与会员' },
  { name: '仓库', areas: ['shipping', 'stock'], description: '只负责发货与库存' },
]

export const SUPER_ADMIN_ROLE = BUILTIN_ROLES[0].name
