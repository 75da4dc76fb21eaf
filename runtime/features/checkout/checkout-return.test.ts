import { describe, expect, it } from 'vitest'
import { addAddressHref, addressPickerHref, checkoutHref, checkoutQuery } from './checkout-return.ts'

describe('the checkout query carried through the address pages', () => {
  it('keeps the checkout keys only, dropping the old address and anything else', () => {
    expect(
      checkoutQuery('?mode=fastbuy&id=3&seckill_id=9&ticket=T1&order_type=normal_seckill&address_id=4&x=1').toString(),
    ).toBe('mode=fastbuy&id=3&seckill_id=9&ticket=T1&order_type=normal_seckill')
  })

  it('goes back to the checkout with the chosen address', () => {
    expect(checkoutHref('?mode=cart&id=2&address_id=1', 7)).toBe('/cart/checkout?mode=cart&id=2&address_id=7')
    expect(checkoutHref('', 7)).toBe('/cart/checkout?address_id=7')
    expect(checkoutHref('?mode=cart')).toBe('/cart/checkout?mode=cart')
  })

  it('links the picker and the new-address page with the same checkout', () => {
    expect(addressPickerHref('?mode=cart&address_id=1', 5)).toBe('/cart/address?mode=cart&address_id=5')
    expect(addressPickerHref('?mode=cart')).toBe('/cart/address?mode=cart')
    expect(addAddressHref('?mode=fastbuy&id=0&address_id=5')).toBe('/cart/addAddress?mode=fastbuy&id=0')
  })
})
