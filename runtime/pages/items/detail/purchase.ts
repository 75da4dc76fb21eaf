/** Which buy controls the toolbar shows (spec 4 "Purchase availability"). */
export type Purchase = { kind: 'blocked'; text: '赠品不能购买' | '商品已下架' } | { kind: 'buy'; addToCart: boolean }

export interface PurchaseFacts {
  is_gift?: boolean | number | null
  approve_status: string
  /** Seckill goods are bought directly; the cart refuses them. */
  seckill: boolean
}

export function purchaseOf({ is_gift, approve_status, seckill }: PurchaseFacts): Purchase {
  if (is_gift === true || is_gift === 1) return { kind: 'blocked', text: '赠品不能购买' }
  if (approve_status !== 'onsale') return { kind: 'blocked', text: '商品已下架' }
  return { kind: 'buy', addToCart: !seckill }
}
