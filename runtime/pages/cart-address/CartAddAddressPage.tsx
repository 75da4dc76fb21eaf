import { useEffect, useState } from 'react'
import { Link, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router-dom'
import { Button } from '../../components/button/Button.tsx'
import { toast } from '../../components/toast/toast.ts'
import { AddressFormModal } from '../../features/address/AddressFormModal.tsx'
import { addressPickerHref, checkoutHref } from '../../features/checkout/checkout-return.ts'
import { CartAddressPanel } from './CartAddressPanel.tsx'
import { checkAddAddress } from './load-cart-address.ts'
import './cart-address.css'

export function loader({ request }: LoaderFunctionArgs): null {
  return checkAddAddress(request)
}

/**
 * /cart/addAddress (新增收货地址): the address form of checkout and the address book, opened on
 * its own page; once saved the shopper is back at the same checkout with the new address chosen.
 * Closing the form leaves them here, with the way back to choosing a saved address.
 */
export default function CartAddAddressPage() {
  const { search } = useLocation()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)

  // Opened after hydration: the form's dialog is a browser-only portal.
  useEffect(() => setOpen(true), [])

  return (
    <CartAddressPanel
      title="新增收货地址"
      titleId="mf-cart-add-address-title"
      after={
        <AddressFormModal
          open={open}
          address={null}
          onClose={() => setOpen(false)}
          onSaved={(saved) => {
            toast.success('保存成功')
            setOpen(false)
            navigate(checkoutHref(search, saved.address_id), { replace: true })
          }}
        />
      }
    >
      <div className="mf-cart-address__empty">
        <p>填写收货人、手机号码和详细地址，保存后将返回结算页并使用该地址</p>
        <Button type="primary" onClick={() => setOpen(true)}>
          填写收货地址
        </Button>
        <p className="mf-cart-address__back">
          <Link className="mf-link mf-cart-address__link" to={addressPickerHref(search)}>
            选择已有地址
          </Link>
          <Link className="mf-link mf-cart-address__link" to={checkoutHref(search)}>
            返回结算页
          </Link>
        </p>
      </div>
    </CartAddressPanel>
  )
}
