import type { OrderStatus, OrderType } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'

export const ORDER_STATUS_DESC: Record<OrderStatus, string> = {
  NOTPAY: '待付款',
  PAYED: '待发货',
  WAIT_BUYER_CONFIRM: '待收货',
  DONE: '已完成',
  CANCEL: '已取消',
}

/** Shown instead of the status while an after-sales application is being handled. */
export const IN_AFTERSALES_DESC = '售后中'

/** The tabs of 我的订单 (GET orders `status`) and what GET orderscount counts. */
export type OrderTab = 'all' | 'notpay' | 'payed' | 'wait_confirm' | 'done' | 'cancel' | 'wait_rate' | 'aftersales'

const TAB_BY_INPUT: Record<string, OrderTab> = {
  '': 'all',
  '0': 'all',
  all: 'all',
  '1': 'notpay',
  NOTPAY: 'notpay',
  '2': 'payed',
  PAYED: 'payed',
  '3': 'wait_confirm',
  WAIT_BUYER_CONFIRM: 'wait_confirm',
  '4': 'done',
  DONE: 'done',
  '5': 'cancel',
  CANCEL: 'cancel',
  '6': 'wait_rate',
  WAIT_RATE: 'wait_rate',
  '7': 'aftersales',
  AFTERSALES: 'aftersales',
}

/** 0/all, 1 待付款, 2 待发货, 3 待收货, 4 已完成, 5 已取消, 6 待评价, 7 售后中 (numbers or status names). */
export function parseOrderTab(raw: string | undefined): OrderTab {
  const tab = TAB_BY_INPUT[(raw ?? '').trim()]
  if (!tab) throw fail('ORDER_STATUS_INVALID')
  return tab
}

/** The tab's plain order status, for the tabs that are one. */
export const TAB_STATUS: Partial<Record<OrderTab, OrderStatus>> = {
  notpay: 'NOTPAY',
  payed: 'PAYED',
  wait_confirm: 'WAIT_BUYER_CONFIRM',
  done: 'DONE',
  cancel: 'CANCEL',
}

const ALL_TYPES: readonly OrderType[] = ['normal', 'normal_seckill', 'point', 'vip']

/**
 * `order_type` of the list and the counts. 'normal' (the default) means goods orders, seckill
 * ones included — a seckill order is an ordinary purchase to the shopper; 'all' adds points-mall
 * and membership orders; a specific type lists only that type.
 */
export function parseOrderTypes(raw: string | undefined): readonly OrderType[] {
  const value = (raw ?? '').trim() || 'normal'
  if (value === 'all') return ALL_TYPES
  if (value === 'normal') return ['normal', 'normal_seckill']
  if ((ALL_TYPES as readonly string[]).includes(value)) return [value as OrderType]
  throw fail('ORDER_TYPE_INVALID')
}
