/** The order statuses as the console's tabs and badges name them (the server's ORDER_STATUS_DESC). */
export const ORDER_TABS = [
  { value: '', label: '全部' },
  { value: 'NOTPAY', label: '待付款' },
  { value: 'PAYED', label: '待发货' },
  { value: 'WAIT_BUYER_CONFIRM', label: '待收货' },
  { value: 'DONE', label: '已完成' },
  { value: 'CANCEL', label: '已取消' },
] as const

export const ORDER_TYPES = [
  { value: 'all', label: '全部类型' },
  { value: 'normal', label: '普通订单' },
  { value: 'normal_seckill', label: '秒杀订单' },
  { value: 'point', label: '积分订单' },
  { value: 'vip', label: '会员卡订单' },
] as const

export const statusTone = (status: string) =>
  status === 'PAYED'
    ? 'ac-status--warn'
    : status === 'DONE'
      ? 'ac-status--ok'
      : status === 'CANCEL'
        ? 'ac-status--off'
        : ''
