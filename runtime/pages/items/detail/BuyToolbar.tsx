import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { addToCart, type CartType } from '../../../api/cart.ts'
import { getApi } from '../../../api/index.ts'
import { getSeckillTicket } from '../../../api/item.ts'
import { Button } from '../../../components/button/Button.tsx'
import { QuantityInput } from '../../../components/quantity-input/QuantityInput.tsx'
import { DEFAULT_MAX_QUANTITY } from '../../../components/quantity-input/quantity.ts'
import { toast } from '../../../components/toast/toast.ts'
import { loginUrl } from '../../../lib/login-url.ts'
import type { DetailSku } from './item-detail-types.ts'
import type { Purchase } from './purchase.ts'

/** The mini cart opens on this window event. */
export const SHOW_MINICART_EVENT = 'mf:show-minicart'

export interface BuyToolbarProps {
  itemId: number
  distributorId: number
  purchase: Purchase
  /** The resolved variant; undefined while a spec group has no choice. */
  sku: DetailSku | undefined
  seckillId: number | undefined
  loggedIn: boolean
  returnPath: string
}

/** Quantity input and 加入购物车 / 立即购买, or the disabled reason (spec 4 "Purchase availability", "Buy flow"). */
export function BuyToolbar({ itemId, distributorId, purchase, sku, seckillId, loggedIn, returnPath }: BuyToolbarProps) {
  const [num, setNum] = useState(1)
  const [busy, setBusy] = useState(false)
  const navigate = useNavigate()
  const max = sku ? Math.max(1, sku.store) : DEFAULT_MAX_QUANTITY
  const quantity = Math.min(num, max)

  async function buy(cartType: CartType) {
    if (!sku) {
      toast.warning('请选择规格')
      return
    }
    if (!loggedIn) {
      navigate(loginUrl(returnPath))
      return
    }
    setBusy(true)
    try {
      const api = getApi()
      if (cartType === 'cart') {
        await addToCart(api, {
          item_id: itemId,
          sku_id: sku.sku_id,
          num: quantity,
          cart_type: 'cart',
          distributor_id: distributorId,
        })
        toast.success('成功加入购物车')
        window.dispatchEvent(new CustomEvent(SHOW_MINICART_EVENT))
        return
      }
      const checkout = new URLSearchParams({ mode: 'fastbuy', id: String(distributorId) })
      if (seckillId !== undefined) {
        const { ticket } = await getSeckillTicket(api, { seckill_id: seckillId, item_id: sku.sku_id, num: quantity })
        checkout.set('seckill_id', String(seckillId))
        checkout.set('ticket', ticket)
        checkout.set('order_type', 'normal_seckill')
      }
      await addToCart(api, {
        item_id: itemId,
        sku_id: sku.sku_id,
        num: quantity,
        cart_type: 'fastbuy',
        distributor_id: distributorId,
      })
      navigate(`/cart/checkout?${checkout.toString()}`)
    } catch {
      // The client already showed the server's message.
    } finally {
      setBusy(false)
    }
  }

  if (purchase.kind === 'blocked') {
    return (
      <div className="mf-item-buy">
        <Button size="large" disabled className="mf-item-buy__blocked">
          {purchase.text}
        </Button>
      </div>
    )
  }
  return (
    <>
      <div className="mf-item-row">
        <span className="mf-item-row__label">数量</span>
        <QuantityInput value={quantity} max={max} onChange={setNum} />
        {sku && <span className="mf-item-buy__stock">库存{sku.store}件</span>}
      </div>
      <div className="mf-item-buy">
        <Button
          size="large"
          type="primary"
          className={`mf-item-buy__now${purchase.addToCart ? '' : ' is-only'}`}
          disabled={busy}
          onClick={() => buy('fastbuy')}
        >
          立即购买
        </Button>
        {purchase.addToCart && (
          <Button size="large" className="mf-item-buy__cart" disabled={busy} onClick={() => buy('cart')}>
            加入购物车
          </Button>
        )}
      </div>
    </>
  )
}
