/**
 * The mini cart's −/+ limits (spec 5 "Mini-cart quantity messages"): a step that would leave
 * 1..store answers with the message to show instead of a new quantity.
 */
export type QuantityStep = { quantity: number } | { message: string }

export function stepQuantity(quantity: number, store: number, direction: 1 | -1): QuantityStep {
  if (direction < 0) {
    return quantity <= 1 ? { message: '此商品的最小购买数量为1件' } : { quantity: quantity - 1 }
  }
  if (store === 1) return { message: '库存不足，最大库存为1件' }
  if (quantity >= store) return { message: `库存不足，最大库存为${store}件` }
  return { quantity: quantity + 1 }
}
