import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { ApiError } from '../../api/api-error.ts'
import { loginUrl } from '../../lib/login-url.ts'
import { useCartStore } from '../../stores/cart.ts'
import { selectIsLoggedIn, useUserStore } from '../../stores/user.ts'
import { showMiniCart } from '../mini-cart/show-event.ts'
import { toast } from '../toast/toast.ts'
import type { GoodsCardItem } from './GoodsCard.tsx'

/**
 * A goods card's 加入购物车: one piece of a goods without variants. Goods with variants go to their
 * detail page instead, where a variant can be chosen; the list does not always say which goods
 * have variants, so the server's '请选择规格' answer leads there too.
 */
export function AddToCartButton({ goods }: { goods: GoodsCardItem }) {
  const loggedIn = useUserStore(selectIsLoggedIn)
  const add = useCartStore((state) => state.add)
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const [busy, setBusy] = useState(false)
  const detail = `/items/${goods.item_id}`
  const name = goods.item_name || goods.title || ''

  const onClick = async () => {
    if (!loggedIn) {
      navigate(loginUrl(pathname + search))
      return
    }
    if (goods.nospec === 0) {
      navigate(detail)
      return
    }
    setBusy(true)
    try {
      await add(
        { item_id: Number(goods.item_id), num: 1, cart_type: 'cart', shop_type: 'distributor' },
        { silent: true },
      )
      toast.success('成功加入购物车')
      showMiniCart()
    } catch (error) {
      if (error instanceof ApiError && error.code === 'SPEC_REQUIRED') navigate(detail)
      else toast.error(error instanceof Error && error.message ? error.message : '操作失败')
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      className="mf-goods-card__add"
      aria-label={`加入购物车 ${name}`}
      disabled={busy || goods.valid_lucky === 1}
      onClick={onClick}
    >
      加入购物车
    </button>
  )
}
