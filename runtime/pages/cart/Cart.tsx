import { useEffect, useRef, useState } from 'react'
import { useLoaderData, useNavigate } from 'react-router-dom'
import type { CartLine } from '../../api/cart.ts'
import { Breadcrumb } from '../../components/breadcrumb/Breadcrumb.tsx'
import { ConfirmDialog } from '../../components/modal/ConfirmDialog.tsx'
import { cartPieces, useCartStore, useCartStoreApi } from '../../stores/cart.ts'
import { CheckoutSteps } from '../../features/checkout/CheckoutSteps.tsx'
import { allLines, cartSections, isSelectable, selectionOf } from './cart-view.ts'
import { CartFooterBar } from './CartFooterBar.tsx'
import { CartShopGroup } from './CartShopGroup.tsx'
import { EmptyCart } from './EmptyCart.tsx'
import { InvalidGroup } from './InvalidGroup.tsx'
import { TriStateCheckbox } from './TriStateCheckbox.tsx'
import type { CartPageData } from './load-cart.ts'
import { useCartActions } from './use-cart-actions.ts'
import './cart.css'

/** Where 去结算 goes (spec 2.1: cart-checkout with mode=cart). */
export const CHECKOUT_HREF = '/cart/checkout?mode=cart'

interface DeleteQuestion {
  open: boolean
  cartIds: number[]
  message: string
}

const NO_QUESTION: DeleteQuestion = { open: false, cartIds: [], message: '' }

/** The cart page (spec 2.1 /cart): the member's lines by shop, selection, quantities, totals and 去结算. */
export function Cart() {
  const loaded = useLoaderData() as CartPageData
  const storeApi = useCartStoreApi()
  const stored = useCartStore((state) => state.cartInfo)
  // The store is empty on the server and at hydration, so both render the loader's cart.
  const data = stored ?? loaded.cartInfo
  const actions = useCartActions()
  const navigate = useNavigate()
  const heading = useRef<HTMLHeadingElement>(null)
  // The question stays in place while the dialog fades out.
  const [question, setQuestion] = useState<DeleteQuestion>(NO_QUESTION)
  const [leaving, setLeaving] = useState(false)

  // The mini cart shares the store, so its badge and lines follow this page from here on.
  useEffect(() => {
    storeApi.getState().replace(loaded.cartInfo)
  }, [storeApi, loaded])

  const lines = allLines(data)
  const { shops, invalid } = cartSections(data)
  const selectable = lines.filter(isSelectable)
  const checkedLines = selectable.filter(actions.isChecked)
  const selection = selectionOf(lines, actions.isChecked)

  const askDelete = (cartIds: number[], message: string) => setQuestion({ open: true, cartIds, message })
  const deleteLine = (line: CartLine) => askDelete([line.cart_id], '请确认是否移除该商品?')

  const confirmDelete = async () => {
    if (!question.open) return
    const { cartIds } = question
    setQuestion({ ...question, open: false })
    // The deleted row held the focus; the heading keeps the keyboard user in the cart.
    if (await actions.remove(cartIds)) heading.current?.focus()
  }

  const checkout = async () => {
    setLeaving(true)
    await actions.flush()
    const totals = storeApi.getState().cartInfo?.totalCart ?? data.totalCart
    if (totals.number > 0) navigate(CHECKOUT_HREF)
    else setLeaving(false)
  }

  return (
    <div className="mf-container mf-cart">
      <Breadcrumb items={[{ title: '首页', href: '/' }, { title: '购物车' }]} />
      <div className="mf-page-head">
        <h1 className="mf-page-head__title mf-cart__title" ref={heading} tabIndex={-1}>
          我的购物车<span className="mf-cart__count">（共{cartPieces(data)}件）</span>
        </h1>
        <CheckoutSteps current={0} />
      </div>

      {lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <>
          <table className="mf-cart__table" aria-label="购物车商品" aria-busy={actions.pending > 0}>
            <thead>
              <tr className="mf-cart__columns">
                <th className="mf-cart__col-check" scope="col">
                  <TriStateCheckbox
                    selection={selection}
                    label="全选"
                    visibleLabel="全选"
                    disabled={selectable.length === 0}
                    onChange={(checked) => actions.setChecked(selectable, checked, 'all')}
                  />
                </th>
                <th className="mf-cart__col-info" scope="col">
                  商品信息
                </th>
                <th className="mf-cart__col-price" scope="col">
                  单价
                </th>
                <th className="mf-cart__col-qty" scope="col">
                  数量
                </th>
                <th className="mf-cart__col-subtotal" scope="col">
                  小计
                </th>
                <th className="mf-cart__col-action" scope="col">
                  操作
                </th>
              </tr>
            </thead>
            {shops.map((section) => (
              <CartShopGroup key={section.group.shop_id} section={section} actions={actions} onDelete={deleteLine} />
            ))}
            {invalid.length > 0 && (
              <InvalidGroup
                lines={invalid}
                onDelete={deleteLine}
                onClear={() =>
                  askDelete(
                    invalid.map((line) => line.cart_id),
                    '请确认是否清空全部失效商品?',
                  )
                }
              />
            )}
          </table>
          <CartFooterBar
            selection={selection}
            canSelect={selectable.length > 0}
            checkedLines={checkedLines.length}
            totals={data.totalCart}
            busy={leaving}
            onSelectAll={(checked) => actions.setChecked(selectable, checked, 'all')}
            onDeleteChecked={() =>
              askDelete(
                checkedLines.map((line) => line.cart_id),
                `请确认是否移除选中的${checkedLines.length}种商品?`,
              )
            }
            onCheckout={checkout}
          />
        </>
      )}

      <ConfirmDialog
        open={question.open}
        onOk={confirmDelete}
        onCancel={() => setQuestion({ ...question, open: false })}
      >
        <p className="mf-cart-confirm">{question.message}</p>
      </ConfirmDialog>
    </div>
  )
}
