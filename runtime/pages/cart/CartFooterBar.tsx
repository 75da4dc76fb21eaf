import type { TotalCart } from '../../api/cart.ts'
import { Button } from '../../components/button/Button.tsx'
import { formatPrice } from '../../../schemas/money.ts'
import type { Selection } from './cart-view.ts'
import { TriStateCheckbox } from './TriStateCheckbox.tsx'

interface CartFooterBarProps {
  selection: Selection
  canSelect: boolean
  /** Ticked lines the 删除选中的商品 button would delete. */
  checkedLines: number
  totals: TotalCart
  busy: boolean
  onSelectAll: (checked: boolean) => void
  onDeleteChecked: () => void
  onCheckout: () => void
}

const HINT_ID = 'mf-cart-checkout-hint'

/**
 * The bar that stays at the bottom of the window: 全选, 删除选中的商品, how many pieces are
 * ticked, the server's total and 去结算. The total is always the server's total_fee.
 */
export function CartFooterBar({
  selection,
  canSelect,
  checkedLines,
  totals,
  busy,
  onSelectAll,
  onDeleteChecked,
  onCheckout,
}: CartFooterBarProps) {
  const nothingChecked = totals.number === 0
  const discount = totals.discount_fee
  return (
    <section className="mf-cart-bar" aria-label="结算">
      <div className="mf-cart-bar__left">
        <TriStateCheckbox
          selection={selection}
          label="全选"
          visibleLabel="全选"
          disabled={!canSelect}
          onChange={onSelectAll}
        />
        <button type="button" className="mf-cart-link" disabled={checkedLines === 0} onClick={onDeleteChecked}>
          删除选中的商品
        </button>
      </div>
      <div className="mf-cart-bar__right">
        <p className="mf-cart-bar__count">
          已选 <b>{totals.totalQuantity}</b> 件商品
        </p>
        <div className="mf-cart-bar__sum" aria-live="polite" aria-atomic="true">
          <p className="mf-cart-bar__total">
            合计（不含运费）：<b className="mf-cart-bar__amount">{formatPrice(totals.total_fee)}</b>
          </p>
          {discount > 0 && (
            <p className="mf-cart-bar__discount">
              商品总额 {formatPrice(totals.item_fee)}，已优惠 <span>{formatPrice(discount)}</span>
            </p>
          )}
        </div>
        <div className="mf-cart-bar__go">
          <Button
            type="error"
            size="large"
            className="mf-cart-bar__checkout"
            disabled={nothingChecked || busy}
            aria-describedby={nothingChecked ? HINT_ID : undefined}
            onClick={onCheckout}
          >
            去结算
          </Button>
          {nothingChecked && (
            <p className="mf-cart-bar__hint" id={HINT_ID}>
              请选择商品
            </p>
          )}
        </div>
      </div>
    </section>
  )
}
