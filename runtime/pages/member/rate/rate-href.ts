/** 评价晒单 for an order. */
export const rateHref = (orderId: string) => `/member/trade/rate?order_id=${encodeURIComponent(orderId)}`
