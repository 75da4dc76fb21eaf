import { useState } from 'react'
import { Link, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router-dom'
import { LinkButton } from '../../components/button/LinkButton.tsx'
import { loaderApi } from '../../routing/loader-api.ts'
import { MAX_ADDRESSES } from '../../features/address/load-address.ts'
import { AddressPicker } from './AddressPicker.tsx'
import { CartAddressPanel } from './CartAddressPanel.tsx'
import { ADDRESS_BOOK_PATH, addAddressHref, checkoutHref } from '../../features/checkout/checkout-return.ts'
import { loadAddressPicker, type AddressPickerData } from './load-cart-address.ts'
import './cart-address.css'

export function loader({ request, context }: LoaderFunctionArgs): Promise<AddressPickerData> {
  return loadAddressPicker(loaderApi(context), request)
}

/**
 * /cart/address (收货地址): choosing where the order goes, from inside checkout. 确认收货信息
 * returns to the same checkout with the chosen address; 新增收货地址 adds one and comes back to the
 * checkout with it chosen; 管理收货地址 is the member's address book.
 */
export default function CartAddressPage() {
  const { addresses, selectedId } = useLoaderData() as AddressPickerData
  const { search } = useLocation()
  const navigate = useNavigate()
  const [leaving, setLeaving] = useState(false)
  const full = addresses.length >= MAX_ADDRESSES

  const confirm = (addressId: number) => {
    setLeaving(true)
    navigate(checkoutHref(search, addressId))
  }

  return (
    <CartAddressPanel
      title="收货地址"
      titleId="mf-cart-address-title"
      links={
        <span className="mf-cart-address__links">
          <Link className="mf-link mf-cart-address__link" to={ADDRESS_BOOK_PATH}>
            管理收货地址
          </Link>
          {!full && (
            <Link className="mf-link mf-cart-address__link" to={addAddressHref(search)}>
              + 新增收货地址
            </Link>
          )}
        </span>
      }
    >
      {addresses.length === 0 ? (
        <div className="mf-cart-address__empty">
          <p>您还没有收货地址，请先添加收货地址</p>
          <LinkButton type="primary" to={addAddressHref(search)}>
            新增收货地址
          </LinkButton>
        </div>
      ) : (
        <>
          <p className="mf-cart-address__hint">请选择本次订单的收货地址，确认后返回结算页</p>
          <AddressPicker addresses={addresses} defaultSelectedId={selectedId} busy={leaving} onConfirm={confirm} />
        </>
      )}
      <p className="mf-cart-address__back">
        <Link className="mf-link mf-cart-address__link" to={checkoutHref(search, selectedId)}>
          返回结算页
        </Link>
      </p>
    </CartAddressPanel>
  )
}
