import { useRef, useState } from 'react'
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom'
import { listAddresses, type Address } from '../../../api/address.ts'
import { ApiError } from '../../../api/api-error.ts'
import type { CheckoutPreview } from '../../../api/checkout.ts'
import { getApi } from '../../../api/index.ts'
import { createPointOrder, previewPointCheckout, type PointCheckoutInput } from '../../../api/pointitems.ts'
import { Breadcrumb } from '../../../components/breadcrumb/Breadcrumb.tsx'
import { Button } from '../../../components/button/Button.tsx'
import { SafeImage } from '../../../components/goods-card/SafeImage.tsx'
import { QuantityInput } from '../../../components/quantity-input/QuantityInput.tsx'
import { formatPoints, formatPrice } from '../../../../schemas/money.ts'
import { formatPointPrice } from '../point-price.ts'
import { loaderApi } from '../../../routing/loader-api.ts'
import { AddressSection } from '../../../features/checkout/AddressSection.tsx'
import { specText } from '../../../features/checkout/GoodsSection.tsx'
import '../../../features/checkout/checkout.css'
import { loadPointCheckout, type PointCheckoutData } from './load-point-checkout.ts'
import { pointCashierHref, pointsShort } from '../../../features/checkout/point-checkout-query.ts'
import './point-checkout.css'
import { CheckoutBar } from '../../../features/checkout/CheckoutBar.tsx'

export function loader({ request, context }: LoaderFunctionArgs): Promise<PointCheckoutData> {
  return loadPointCheckout(loaderApi(context), request)
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : '网络异常，请稍后重试')

/**
 * /pointitems/checkout (积分订单确认): the points goods and its quantity, the delivery address, the
 * points total against the member's balance, and 提交订单 — refused here (and by the server) when
 * the balance is short. The order is written unpaid and paid at /pointitems/cashierpoint.
 */
export default function PointCheckoutPage() {
  const data = useLoaderData() as PointCheckoutData
  return (
    <div className="mf-container mf-checkout mf-point-checkout">
      <Breadcrumb
        items={[{ title: '首页', href: '/' }, { title: '积分商城', href: '/pointitems' }, { title: '积分订单确认' }]}
      />
      <div className="mf-page-head">
        <h1 className="mf-page-head__title">积分订单确认</h1>
      </div>
      {data.preview ? (
        <PointCheckoutForm data={data} initial={data.preview} />
      ) : (
        <div className="mf-point-checkout__problem" role="alert">
          <p>{data.problem ?? '无法兑换该商品'}</p>
          <Link to="/pointitems">返回积分商城</Link>
        </div>
      )}
    </div>
  )
}

function PointCheckoutForm({ data, initial }: { data: PointCheckoutData; initial: CheckoutPreview }) {
  const navigate = useNavigate()
  const [input, setInput] = useState<PointCheckoutInput>({
    ...data.input,
    address_id: initial.address?.address_id ?? data.input.address_id,
  })
  const [preview, setPreview] = useState(initial)
  const [addresses, setAddresses] = useState<Address[]>(data.addresses)
  const [busy, setBusy] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const key = useRef(`point-${Date.now()}-${Math.random().toString(36).slice(2)}`)
  const latest = useRef(0)

  async function reprice(next: PointCheckoutInput) {
    setInput(next)
    const call = ++latest.current
    setBusy(true)
    try {
      const priced = await previewPointCheckout(getApi(), next, { silent: true })
      if (call !== latest.current) return
      setPreview(priced)
      setError(null)
    } catch (caught) {
      if (call === latest.current) setError(messageOf(caught))
    } finally {
      if (call === latest.current) setBusy(false)
    }
  }

  const addressSaved = async (saved: Address) => {
    const list = await listAddresses(getApi(), { silent: true }).catch(() => null)
    setAddresses(list ?? [saved, ...addresses.filter((a) => a.address_id !== saved.address_id)])
    void reprice({ ...input, address_id: saved.address_id })
  }

  const address = preview.address
  const line = preview.items.find((item) => item.is_gift === 0)
  /** Points goods with a cash part ("800积分 + ¥19.90"): the cash is paid at the cashier after the points. */
  const cash = preview.total_fee > 0
  const total = preview.point_use
  const balance = preview.point
  const short = pointsShort(total, balance)
  const blocked = !address
    ? '请先添加收货地址'
    : short > 0
      ? `积分不足，当前积分${formatPoints(balance)}，还差${formatPoints(short)}`
      : null

  async function submit() {
    if (blocked || submitting || busy) return
    setSubmitting(true)
    setError(null)
    try {
      const order = await createPointOrder(getApi(), { ...input, address_id: address?.address_id }, key.current, {
        silent: true,
      })
      navigate(pointCashierHref(order.order_id))
    } catch (caught) {
      setError(messageOf(caught))
      setSubmitting(false)
      void reprice(input)
    }
  }

  return (
    <div className="mf-checkout__body mf-point-checkout__body">
      <div className="mf-checkout__main">
        <AddressSection
          addresses={addresses}
          selectedId={input.address_id ?? address?.address_id}
          disabled={submitting}
          onSelect={(addressId) => void reprice({ ...input, address_id: addressId })}
          onSaved={addressSaved}
          withPicker={false}
        />
        <section className="mf-checkout-section" aria-labelledby="mf-point-checkout-goods">
          <div className="mf-checkout-section__head">
            <h2 className="mf-checkout-section__title" id="mf-point-checkout-goods">
              兑换商品
            </h2>
          </div>
          {line && (
            <table className="mf-point-checkout__goods">
              <thead>
                <tr>
                  <th scope="col">商品</th>
                  <th scope="col">{cash ? '兑换单价' : '积分单价'}</th>
                  <th scope="col">数量</th>
                  <th scope="col">{cash ? '小计' : '积分小计'}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>
                    <div className="mf-point-checkout__item">
                      <SafeImage className="mf-point-checkout__pic" src={line.pic} alt="" width={80} height={80} />
                      <div>
                        <Link to={`/pointitems/${line.item_id}`} className="mf-point-checkout__name">
                          {line.title}
                        </Link>
                        {line.spec_desc && <p className="mf-point-checkout__spec">{specText(line.spec_desc)}</p>}
                      </div>
                    </div>
                  </td>
                  <td className="mf-point-checkout__points">{formatPointPrice(line.point_price, line.price)}</td>
                  <td>
                    <QuantityInput
                      value={input.num}
                      min={1}
                      disabled={submitting}
                      label="兑换数量"
                      onChange={(num) => void reprice({ ...input, num })}
                    />
                  </td>
                  <td className="mf-point-checkout__points">
                    {formatPointPrice(line.point_price * line.num, line.item_fee)}
                  </td>
                </tr>
              </tbody>
            </table>
          )}
        </section>
      </div>

      <aside className="mf-checkout__side mf-point-checkout__summary" aria-label="积分结算">
        <dl>
          <div>
            <dt>商品件数</dt>
            <dd>{preview.total_num}件</dd>
          </div>
          <div>
            <dt>积分合计</dt>
            <dd className="mf-point-checkout__points">{formatPoints(total)}</dd>
          </div>
          {preview.total_fee > 0 && (
            <div>
              <dt>需付现金</dt>
              <dd className="mf-point-checkout__points">{formatPrice(preview.total_fee)}</dd>
            </div>
          )}
          <div>
            <dt>运费</dt>
            <dd>{preview.freight_fee > 0 ? formatPrice(preview.freight_fee) : '免运费'}</dd>
          </div>
          <div>
            <dt>我的积分</dt>
            <dd>{formatPoints(balance)}</dd>
          </div>
          <div>
            <dt>兑换后剩余</dt>
            <dd>{short > 0 ? '—' : formatPoints(balance - total)}</dd>
          </div>
        </dl>
      </aside>

      <CheckoutBar
        total={
          <>
            应付积分：<strong className="mf-checkout-bar__amount">{formatPoints(total)}</strong>
            {cash && (
              <>
                {' '}
                + 现金 <strong className="mf-checkout-bar__amount">{formatPrice(preview.total_fee)}</strong>
              </>
            )}
          </>
        }
        address={address}
        error={error}
      >
        <Button
          type="error"
          size="large"
          className="mf-checkout-bar__submit"
          disabled={blocked !== null || submitting || busy}
          aria-describedby={blocked ? 'mf-point-checkout-blocked' : undefined}
          onClick={() => void submit()}
        >
          {submitting ? '正在提交…' : '提交订单'}
        </Button>
        {blocked && (
          <p
            className="mf-checkout-bar__hint mf-point-checkout__blocked"
            id="mf-point-checkout-blocked"
            role={short > 0 ? 'alert' : undefined}
          >
            {blocked}
          </p>
        )}
      </CheckoutBar>
    </div>
  )
}
