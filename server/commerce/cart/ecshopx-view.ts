import type { CartAnswer, CartInfo, CartLine, EcshopxCartGroup, EcshopxCartLine } from '../../../schemas/api/cart.ts'

/** One line as the ECShopX desktop frontend reads it (its cart page sums total_fee and discount_fee itself). */
function ecshopxLine(line: CartLine): EcshopxCartLine {
  return {
    cart_id: line.cart_id,
    item_id: line.item_id,
    sku_id: line.sku_id,
    distributor_id: line.distributor_id,
    item_name: line.item_name,
    item_spec_desc: line.item_spec_desc,
    pics: line.imgUrl,
    price: line.price,
    market_price: line.market_price,
    num: line.num,
    total_fee: line.total_fee,
    discount_fee: line.discount_price,
    is_checked: line.is_checked,
    store: line.store,
    approve_status: line.approve_status,
    is_gift: line.is_gift,
  }
}

/**
 * Adds the ECShopX shape of the cart beside ours. With `shopId`, only that shop's lines (what
 * ECShopX answers to an add); our own `cartInfo` always holds the whole cart.
 */
export function withEcshopxCart(info: CartInfo, shopId?: number): CartAnswer {
  const ofShop = (id: number) => shopId === undefined || id === shopId
  const valid: EcshopxCartGroup[] = info.cartInfo.valid_cart
    .filter((group) => ofShop(group.shop_id))
    .map((group) => ({
      shop_id: group.shop_id,
      distributor_id: group.distributor_id,
      shop_name: group.shop_name,
      list: group.cartitemlist.map(ecshopxLine),
    }))
  const invalid = info.cartInfo.invalid_cart.filter((line) => ofShop(line.shop_id)).map(ecshopxLine)
  return { ...info, valid_cart: valid, invalid_cart: invalid }
}
