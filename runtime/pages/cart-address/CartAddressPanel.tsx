import type { ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { Breadcrumb } from '../../components/breadcrumb/Breadcrumb.tsx'
import { checkoutHref } from '../../features/checkout/checkout-return.ts'

export interface CartAddressPanelProps {
  /** The page's heading and the last step of its trail. */
  title: string
  titleId: string
  /** Links beside the heading. */
  links?: ReactNode
  /** The panel's content. */
  children: ReactNode
  /** What the page shows outside the panel (a dialog). */
  after?: ReactNode
}

/** The frame of checkout's address pages: the trail back to the same checkout, and the panel named `title`. */
export function CartAddressPanel({ title, titleId, links, children, after }: CartAddressPanelProps) {
  const { search } = useLocation()
  return (
    <div className="mf-container mf-cart-address">
      <Breadcrumb
        items={[
          { title: '首页', href: '/' },
          { title: '购物车', href: '/cart' },
          { title: '订单信息', href: checkoutHref(search) },
          { title },
        ]}
      />
      <section className="mf-cart-address__panel" aria-labelledby={titleId}>
        <div className="mf-cart-address__head">
          <h1 className="mf-cart-address__title" id={titleId}>
            {title}
          </h1>
          {links}
        </div>
        {children}
      </section>
      {after}
    </div>
  )
}
