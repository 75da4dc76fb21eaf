import { matchRoutes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { routes } from '../routes.tsx'
import type { HeadMatch } from './handle.ts'
import { DEFAULT_TITLE, documentTitle, pageTitle, routeHead } from './titles.ts'

/** The head matches of the storefront's own routes for `path`, before any page module has loaded. */
function headMatches(path: string): HeadMatch[] {
  return (matchRoutes(routes, path) ?? []).map(({ route }) => ({ id: route.id ?? '', handle: route.handle }))
}

describe('pageTitle', () => {
  it('takes the spec 2.4 title of the deepest route', () => {
    expect(pageTitle(headMatches('/member/trade'))).toBe('我的订单')
    expect(pageTitle(headMatches('/cart/checkout'))).toBe('订单信息')
  })

  it('falls back to 首页 for routes that name no title', () => {
    expect(pageTitle([{ id: 'root' }, { id: 'items' }])).toBe(DEFAULT_TITLE)
    expect(pageTitle([])).toBe('首页')
  })

  it('lets a route handle name its title, fixed or from its loader data', () => {
    expect(pageTitle([{ id: 'cart', handle: { title: '移动端商城' } }])).toBe('移动端商城')
    const byData = { title: (data: unknown) => (data as { item_name?: string }).item_name }
    const trade = { id: 'member-trade', handle: { title: '我的订单' } }
    expect(pageTitle([trade, { id: 'items-id', handle: byData, data: { item_name: '无线耳机' } }])).toBe('无线耳机')
    expect(pageTitle([trade, { id: 'items-id', handle: byData, data: {} }])).toBe('我的订单')
  })

  it('gives every route the spec names its title from the route table', () => {
    const titles: [path: string, title: string][] = [
      ['/cart', '购物车'],
      ['/member/trade', '我的订单'],
      ['/member/user-info', '会员中心'],
      ['/member/change-password', '更改密码'],
      ['/member/address', '收货地址'],
      ['/member/profile', '个人信息'],
      ['/cart/checkout', '订单信息'],
      ['/cart/address', '收货地址'],
      ['/cart/addAddress', '新增收货地址'],
      ['/cart/helper', '购物帮助'],
      ['/member/helper', '帮助中心'],
      ['/member/receiveCoupon', '领取优惠券'],
      ['/precollection', '新品预览'],
      ['/result', '商品搜索'],
      ['/cashier', '收银台'],
      ['/finish/success', '支付成功'],
      ['/finish/fail', '支付失败'],
      ['/finish/result', '支付结果'],
      ['/member/trade/5', '订单详情'],
      ['/member/trade/point', '积分订单'],
      ['/pointitems/checkout', '积分订单确认'],
      ['/pointitems/cashierpoint', '积分支付'],
      ['/member/trade/aftersale-list', '售后订单'],
      ['/member/trade/aftersale', '售后详情'],
      ['/member/aftersales', '售后服务'],
      ['/member/aftersales/apply-refund', '申请售后'],
      ['/member/aftersales/5', '售后详情'],
      ['/member/trade/rate', '评价晒单'],
      ['/member/trade/logistics', '物流详情'],
      ['/member/coupon', '优惠券'],
      ['/member/collector', '我的收藏'],
      ['/member/foottrace', '我的足迹'],
      ['/member/point', '我的积分'],
      ['/member/follow', '关注的店铺'],
      ['/member/vip', '会员等级'],
      ['/member/rights', '会员权益'],
      ['/auth/login', '登录'],
      ['/auth/reg', '注册'],
      ['/auth/forget-password', '找回密码'],
      ['/staff/login', '员工登录'],
      ['/auth/wx-login', '微信登录'],
      ['/auth/bind', '绑定账号'],
      ['/auth/bindwechat', '绑定微信'],
      ['/auth/bindphone', '绑定手机'],
      ['/auth/redirect', '正在跳转'],
      ['/shop', '商家中心'],
      ['/shop/settleForm', '商家入驻'],
      ['/shop/review', '入驻审核'],
      ['/receive/coupons', '领券中心'],
      ['/pointitems', '积分商城'],
      ['/news', '公司新闻'],
      ['/license/staff', '员工内购协议'],
      ['/h5/index', '移动端商城'],
      ['/', '首页'],
    ]
    expect(titles.map(([path]) => [path, pageTitle(headMatches(path))])).toEqual(titles)
  })
})

describe('documentTitle', () => {
  it('adds the SEO site title when there is one', () => {
    expect(documentTitle('购物车', '好物商城')).toBe('购物车 - 好物商城')
    expect(documentTitle('购物车', '')).toBe('购物车')
    expect(documentTitle('购物车', undefined)).toBe('购物车')
  })
})

describe('routeHead', () => {
  const site = { title: '优选商城', keywords: '数码', description: '正品低价' }
  const item = {
    id: 'items-id',
    handle: {
      title: (data: unknown) => (data as { item_name: string }).item_name,
      seo: () => ({ keywords: '耳机,蓝牙', description: '降噪耳机' }),
    },
    data: { item_name: '无线耳机' },
  }

  it('uses the page’s own words, then the site’s, when the operator set none for this kind of page', () => {
    expect(routeHead([{ id: 'root' }, item], site)).toEqual({
      title: '无线耳机 - 优选商城',
      keywords: '耳机,蓝牙',
      description: '降噪耳机',
    })
    expect(routeHead(headMatches('/member/trade'), site)).toEqual({
      title: '我的订单 - 优选商城',
      keywords: '数码',
      description: '正品低价',
    })
  })

  it('puts the operator’s words for the kind of page first, with {页面名称} filled in', () => {
    const pages = { item: { title: '{页面名称}_正品保障', keywords: '', description: '{页面名称}，七天无理由退货' } }
    expect(routeHead([{ id: 'root' }, item], { ...site, pages })).toEqual({
      title: '无线耳机_正品保障',
      keywords: '耳机,蓝牙',
      description: '无线耳机，七天无理由退货',
    })
    // Words of another kind of page do not apply.
    expect(routeHead(headMatches('/items'), { ...site, pages }).title).toBe('首页 - 优选商城')
    expect(
      routeHead(headMatches('/items'), {
        ...site,
        pages: { items: { title: '全部商品', keywords: 'a', description: '' } },
      }),
    ).toEqual({ title: '全部商品', keywords: 'a', description: '正品低价' })
  })
})
