import { useCallback, useEffect, useState } from 'react'
import { useLoaderData } from 'react-router-dom'
import { listAddresses, type Address } from '../../api/address.ts'
import type { CheckoutChoice } from '../../api/checkout.ts'
import { getApi } from '../../api/index.ts'
import { Breadcrumb } from '../../components/breadcrumb/Breadcrumb.tsx'
import { Button } from '../../components/button/Button.tsx'
import { formatPrice } from '../../../schemas/money.ts'
import { AddressSection } from '../../features/checkout/AddressSection.tsx'
import { CheckoutProblem } from './CheckoutProblem.tsx'
import { CheckoutSteps } from '../../features/checkout/CheckoutSteps.tsx'
import { CouponSection } from './CouponSection.tsx'
import { leftCashierJustNow, ORDER_LIST_PATH } from '../../features/checkout/from-cashier.ts'
import { GoodsSection } from '../../features/checkout/GoodsSection.tsx'
import { InvoiceSection } from './InvoiceSection.tsx'
import { checkInvoice, NO_INVOICE, toInvoiceInput, type InvoiceDraft, type InvoiceErrors } from './invoice-rules.ts'
import { replacePage } from './leave-page.ts'
import { FIRST_CHOICE, type CheckoutPageData } from '../../features/checkout/load-checkout.ts'
import { PointsSection } from './PointsSection.tsx'
import { RemarkSection } from './RemarkSection.tsx'
import { SummaryBox } from './SummaryBox.tsx'
import { useCheckoutPreview } from './use-checkout-preview.ts'
import { useSubmitOrder } from './use-submit-order.ts'
import '../../features/checkout/checkout.css'
import { CheckoutBar } from '../../features/checkout/CheckoutBar.tsx'

/**
 * Back and Forward bring a page back without its loader (from the back-forward cache, or
 * reloaded with its old Referer): spec 2.5 is checked here for those.
 */
function useLeaveWhenBackFromCashier() {
  useEffect(() => {
    const check = (restored: boolean) => {
      const [entry] = performance.getEntriesByType?.('navigation') ?? []
      const backForward = restored || (entry as PerformanceNavigationTiming | undefined)?.type === 'back_forward'
      if (backForward && leftCashierJustNow()) replacePage(ORDER_LIST_PATH)
    }
    check(false)
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) check(true)
    }
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
  }, [])
}

/** /cart/checkout (spec 2.1): the order to confirm, priced by the server, and 提交订单. */
export function Checkout() {
  const data = useLoaderData() as CheckoutPageData
  useLeaveWhenBackFromCashier()
  return (
    <div className="mf-container mf-checkout">
      <Breadcrumb items={[{ title: '首页', href: '/' }, { title: '购物车', href: '/cart' }, { title: '订单信息' }]} />
      <div className="mf-page-head">
        <h1 className="mf-page-head__title">填写并核对订单信息</h1>
        <CheckoutSteps current={1} />
      </div>
      {data.preview ? <CheckoutForm data={data} /> : data.problem && <CheckoutProblem problem={data.problem} />}
    </div>
  )
}

function CheckoutForm({ data }: { data: CheckoutPageData }) {
  const initial = data.preview!
  const [addresses, setAddresses] = useState<Address[]>(data.addresses)
  const [invoice, setInvoice] = useState<InvoiceDraft>(NO_INVOICE)
  const [invoiceErrors, setInvoiceErrors] = useState<InvoiceErrors>({})
  const [remark, setRemark] = useState('')
  const state = useCheckoutPreview(data.source, initial, {
    ...FIRST_CHOICE,
    address_id: initial.address?.address_id,
    coupon: initial.coupon ? String(initial.coupon.id) : '',
  })
  const { preview, choice, pricedChoice, busy, error, change, refresh } = state
  const order = useSubmitOrder(data.source, refresh)
  const shown = preview!
  const address = shown.address
  const locked = order.submitting

  const changeInvoice = useCallback(
    (draft: InvoiceDraft) => {
      setInvoice(draft)
      const input = toInvoiceInput(draft)
      // A draft that breaks a rule is not priced; its fields say what is wrong.
      if (input !== undefined && JSON.stringify(input) !== JSON.stringify(choice.invoice)) change({ invoice: input })
    },
    [change, choice.invoice],
  )

  const changePoints = useCallback((points: number) => change({ point_use: points }), [change])

  const addressSaved = async (saved: Address) => {
    const list = await listAddresses(getApi(), { silent: true }).catch(() => null)
    setAddresses(list ?? [saved, ...addresses.filter((a) => a.address_id !== saved.address_id)])
    // A new address is the one to deliver to; an edited one is priced again (its province may differ).
    if (!addresses.some((a) => a.address_id === saved.address_id) || saved.address_id === choice.address_id)
      change({ address_id: saved.address_id })
  }

  const submit = () => {
    const found = checkInvoice(invoice)
    if (Object.keys(found).length > 0) {
      setInvoiceErrors(found)
      document.querySelector<HTMLInputElement>('.mf-invoice-form [aria-invalid="true"]')?.focus()
      return
    }
    // Exactly what the shown amounts were priced for, with the points the server allowed.
    const priced: CheckoutChoice = {
      ...pricedChoice,
      point_use: shown.point_use,
      invoice: toInvoiceInput(invoice) ?? null,
    }
    void order.submit(priced, remark.trim())
  }

  const blockedReason = !address ? '请先添加收货地址' : null

  return (
    <div className="mf-checkout__body">
      <div className="mf-checkout__main">
        <AddressSection
          addresses={addresses}
          selectedId={choice.address_id ?? address?.address_id}
          disabled={locked}
          onSelect={(addressId) => change({ address_id: addressId })}
          onSaved={addressSaved}
        />
        <section className="mf-checkout-section" aria-labelledby="mf-checkout-pay">
          <div className="mf-checkout-section__head">
            <h2 className="mf-checkout-section__title" id="mf-checkout-pay">
              支付方式
            </h2>
          </div>
          <div className="mf-invoice-kinds">
            <span className="mf-choice is-selected">在线支付</span>
            <span className="mf-checkout-section__note">提交订单后在收银台选择支付宝、微信支付等方式付款</span>
          </div>
        </section>
        <GoodsSection items={shown.items} promotions={shown.promotions} shopNames={data.shopNames} />
        <CouponSection
          preview={shown}
          heldCoupons={data.heldCoupons}
          value={choice.coupon}
          disabled={locked}
          onChange={(coupon) => change({ coupon })}
        />
        <PointsSection preview={shown} value={choice.point_use} disabled={locked} onChange={changePoints} />
        <InvoiceSection
          draft={invoice}
          errors={invoiceErrors}
          disabled={locked}
          onChange={changeInvoice}
          onErrors={setInvoiceErrors}
        />
        <RemarkSection value={remark} disabled={locked} onChange={setRemark} />
      </div>

      <div className="mf-checkout__side">
        <SummaryBox preview={shown} busy={busy} />
        {error && (
          <p className="mf-error-box mf-checkout-error" role="alert">
            {error}
          </p>
        )}
      </div>

      <CheckoutBar
        total={
          <>
            应付总额：<strong className="mf-checkout-bar__amount">{formatPrice(shown.total_fee)}</strong>
          </>
        }
        address={address}
        error={order.error}
      >
        <Button
          type="error"
          size="large"
          className="mf-checkout-bar__submit"
          disabled={!address || order.submitting || busy}
          aria-describedby={blockedReason ? 'mf-checkout-blocked' : undefined}
          onClick={submit}
        >
          {order.submitting ? '正在提交…' : '提交订单'}
        </Button>
        {blockedReason && (
          <p className="mf-checkout-bar__hint" id="mf-checkout-blocked">
            {blockedReason}
          </p>
        )}
      </CheckoutBar>
    </div>
  )
}
