import { describe, expect, it } from 'vitest'
import { cancelReasonText } from './cancel-reasons.ts'
import { lineStateText, specText } from './order-lines.ts'
import { statusTone } from './order-status.ts'
import { ORDERS_BY_STATUS, lineFixture } from './test-orders.ts'
import { TRADE_TABS, tradeListHref, tradeTabOf } from './trade-tabs.ts'

describe('trade tabs', () => {
  it('reads the tab from ?status= and falls back to 全部订单', () => {
    expect(tradeTabOf('notpay')).toMatchObject({ label: '待付款', status: '1' })
    expect(tradeTabOf('wait_confirm')).toMatchObject({ label: '待收货', status: '3' })
    expect(tradeTabOf('bogus').key).toBe('all')
    expect(tradeTabOf(null).key).toBe('all')
  })

  it('offers the five JD tabs in order', () => {
    expect(TRADE_TABS.map((tab) => tab.label)).toEqual(['全部订单', '待付款', '待发货', '待收货', '已完成'])
  })

  it('builds list addresses without the defaults', () => {
    expect(tradeListHref('all')).toBe('/member/trade')
    expect(tradeListHref('all', 2)).toBe('/member/trade?page=2')
    expect(tradeListHref('payed')).toBe('/member/trade?status=payed')
    expect(tradeListHref('done', 3)).toBe('/member/trade?status=done&page=3')
  })
})

describe('order lines', () => {
  it('writes specs with Chinese colons', () => {
    expect(specText('颜色:米白 尺码:M')).toBe('颜色：米白  尺码：M')
    expect(specText('规格:15 袋装')).toBe('规格：15 袋装')
  })

  it('names a line’s after-sales state', () => {
    expect(lineStateText(lineFixture())).toBe('')
    expect(lineStateText(lineFixture({ aftersales_num: 1 }))).toBe('售后中')
    expect(lineStateText(lineFixture({ num: 3, aftersales_num: 1, refunded_num: 1 }))).toBe('已退款1件')
    expect(lineStateText(lineFixture({ num: 1, aftersales_num: 1, refunded_num: 1 }))).toBe('已退款')
  })
})

describe('cancel reasons', () => {
  it('sends the chosen reason, with the member’s own words for 其他', () => {
    expect(cancelReasonText('不想要了', 'ignored')).toBe('不想要了')
    expect(cancelReasonText('其他', '  买重复了 ')).toBe('其他：买重复了')
    expect(cancelReasonText('其他', '   ')).toBe('其他')
  })
})

describe('statusTone', () => {
  it('marks what waits on the member, what moves and what is over', () => {
    expect(statusTone(ORDERS_BY_STATUS.notpay)).toBe('todo')
    expect(statusTone(ORDERS_BY_STATUS.shipped)).toBe('todo')
    expect(statusTone(ORDERS_BY_STATUS.payed)).toBe('active')
    expect(statusTone(ORDERS_BY_STATUS.aftersales)).toBe('active')
    expect(statusTone(ORDERS_BY_STATUS.done)).toBe('over')
    expect(statusTone(ORDERS_BY_STATUS.cancelled)).toBe('over')
  })
})
