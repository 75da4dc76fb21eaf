import type { ReactNode } from 'react'
import type { Address } from '../../api/address.ts'

export interface CheckoutBarProps {
  /** What the order costs (应付总额, or 应付积分 with any cash). */
  total: ReactNode
  /** Where the order goes; none yet asks for one. */
  address: Address | null
  /** Why the order was not placed, as an alert above the button. */
  error: string | null | undefined
  /** The submit button and what keeps it disabled. */
  children: ReactNode
}

/** The checkout pages' bottom bar: the amount due, where the parcel goes and 提交订单. */
export function CheckoutBar({ total, address, error, children }: CheckoutBarProps) {
  return (
    <div className="mf-checkout-bar">
      <div className="mf-checkout-bar__info">
        <p className="mf-checkout-bar__total">{total}</p>
        {address ? (
          <p className="mf-checkout-bar__ship">
            寄送至：{address.area} {address.addr}　收货人：{address.name} {address.mobile}
          </p>
        ) : (
          <p className="mf-checkout-bar__ship">请选择收货地址</p>
        )}
      </div>
      <div className="mf-checkout-bar__go">
        {error && (
          <p className="mf-checkout-bar__error" role="alert">
            {error}
          </p>
        )}
        {children}
      </div>
    </div>
  )
}
