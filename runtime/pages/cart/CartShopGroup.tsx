import { Link } from 'react-router-dom'
import type { CartLine } from '../../api/cart.ts'
import { formatPrice } from '../../../schemas/money.ts'
import { isSelectable, selectionOf, type ShopSection } from './cart-view.ts'
import { CartLineRow } from './CartLineRow.tsx'
import { PromotionTag } from './PromotionTags.tsx'
import { TriStateCheckbox } from './TriStateCheckbox.tsx'
import type { CartActions } from './use-cart-actions.ts'

const COLUMNS = 6

interface CartShopGroupProps {
  section: ShopSection
  actions: CartActions
  onDelete: (line: CartLine) => void
}

/** One shop's lines under a head row: tick the shop, its name, the promotions its lines reach and gifts to take. */
export function CartShopGroup({ section, actions, onDelete }: CartShopGroupProps) {
  const { group, lines } = section
  const selectable = lines.filter(isSelectable)
  const selection = selectionOf(lines, actions.isChecked)
  const name = group.shop_name || '店铺'
  const promotions = group.promotions
  const gifts = group.gifts.filter(
    (gift) =>
      !lines.some(
        (line) => line.is_gift && line.sku_id === gift.sku_id && line.rel_promotion_id === gift.rel_promotion_id,
      ),
  )
  return (
    <tbody className="mf-cart-group" aria-label={name}>
      <tr className="mf-cart-group__head">
        <th className="mf-cart__col-check" scope="rowgroup">
          <TriStateCheckbox
            selection={selection}
            label={`选择 ${name} 的全部商品`}
            disabled={selectable.length === 0}
            onChange={(checked) => actions.setChecked(selectable, checked)}
          />
        </th>
        <th className="mf-cart-group__title" colSpan={COLUMNS - 1} scope="rowgroup">
          <div className="mf-cart-group__bar">
            <svg
              className="mf-cart-group__icon"
              viewBox="0 0 24 24"
              width="16"
              height="16"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d="M4 4h16l1 5a3 3 0 0 1-5 2 3 3 0 0 1-4 0 3 3 0 0 1-4 0 3 3 0 0 1-5-2l1-5Zm1 9h14v7H5v-7Zm5 2v5h4v-5h-4Z"
                fill="currentColor"
              />
            </svg>
            {group.shop_id > 0 ? (
              <Link className="mf-cart-group__name" to={`/shops/info?distributor_id=${group.shop_id}`}>
                {name}
              </Link>
            ) : (
              <span className="mf-cart-group__name">{name}</span>
            )}
            {promotions.map((promotion) => (
              <span key={promotion.promotion_id} className="mf-cart-group__promo">
                <PromotionTag tag={promotion.promotion_tag} />
                <span>
                  {promotion.marketing_name}
                  {promotion.discount_fee > 0 && <em>，已减{formatPrice(promotion.discount_fee)}</em>}
                </span>
              </span>
            ))}
            {gifts.map((gift) => (
              <span key={`${gift.rel_promotion_id}-${gift.sku_id}`} className="mf-cart-group__gift">
                可领赠品：{gift.title}
                <button
                  type="button"
                  className="mf-cart-link mf-cart-link--theme"
                  disabled={actions.pending > 0}
                  aria-label={`领取赠品 ${gift.title}`}
                  onClick={() => actions.addGift(gift)}
                >
                  领取赠品
                </button>
              </span>
            ))}
          </div>
        </th>
      </tr>
      {lines.map((line) => (
        <CartLineRow key={line.cart_id} line={line} actions={actions} onDelete={onDelete} />
      ))}
    </tbody>
  )
}
