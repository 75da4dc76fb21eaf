import { useState } from 'react'
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router-dom'
import { getApi } from '../../api/index.ts'
import { exchangeNow, type PointItemDetail } from '../../api/pointitems.ts'
import { SafeImage } from '../../components/goods-card/SafeImage.tsx'
import { QuantityInput } from '../../components/quantity-input/QuantityInput.tsx'
import { hasSession } from '../../lib/auth-storage.ts'
import { loginUrl } from '../../lib/login-url.ts'
import { formatPoints } from '../../../schemas/money.ts'
import type { RouteHandle } from '../../routing/handle.ts'
import { loaderApi } from '../../routing/loader-api.ts'
import { requireIntParam } from '../../routing/params.ts'
import { loadPointItem } from './load-point-item.ts'
import { choiceOf, initialSku, skuOfChoice, valueAvailable, type SpecChoice } from './point-variant.ts'
import './pointitem-detail.css'

export function loader({ params, context }: LoaderFunctionArgs): Promise<PointItemDetail> {
  return loadPointItem(loaderApi(context), requireIntParam(params, 'id'))
}

export const handle: RouteHandle = {
  title: (data) => (data as PointItemDetail | undefined)?.item_name || '积分商城',
}

/** Where the points order is placed; the points checkout page reads the buy-now slot of the cart. */
export function checkoutHref(distributorId: number): string {
  return `/cart/checkout?mode=fastbuy&order_type=point&id=${distributorId}`
}

/** A points good: gallery, price in points, variant picker, quantity and 立即兑换. */
export default function PointItemDetailPage() {
  const item = useLoaderData() as PointItemDetail
  const navigate = useNavigate()
  const location = useLocation()
  const pics = item.pics.length > 0 ? item.pics : ['']
  const [picIndex, setPicIndex] = useState(0)
  const [choice, setChoice] = useState<SpecChoice>(() => {
    const sku = initialSku(item)
    return sku ? choiceOf(sku) : {}
  })
  const [num, setNum] = useState(1)
  const [busy, setBusy] = useState(false)

  const sku = skuOfChoice(item, choice)
  const store = sku?.store ?? 0
  const point = sku?.point ?? item.point
  const soldOut = item.approve_status !== 'onsale' || store <= 0

  async function exchange() {
    if (!sku || soldOut || busy) return
    if (!hasSession('customer')) {
      navigate(loginUrl(location.pathname + location.search))
      return
    }
    setBusy(true)
    try {
      await exchangeNow(getApi(), { item_id: item.item_id, sku_id: sku.sku_id ?? sku.item_id, num, distributor_id: item.distributor_id })
      navigate(checkoutHref(item.distributor_id))
    } catch {
      // The API client has already shown the server's message.
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="mf-container mf-point-item">
      <div className="mf-point-item__gallery">
        <SafeImage className="mf-point-item__main" src={pics[picIndex]} alt={item.item_name} width={400} height={400} eager />
        {pics.length > 1 && (
          <ul className="mf-point-item__thumbs" aria-label="商品图片">
            {pics.map((pic, index) => (
              <li key={`${pic}-${index}`}>
                <button
                  type="button"
                  className={`mf-point-item__thumb${index === picIndex ? ' is-active' : ''}`}
                  aria-label={`查看第${index + 1}张图片`}
                  aria-pressed={index === picIndex}
                  onClick={() => setPicIndex(index)}
                >
                  <SafeImage src={pic} alt="" width={60} height={60} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mf-point-item__info">
        <h1 className="mf-point-item__name">{item.item_name}</h1>
        {item.sub_title && <p className="mf-point-item__sub">{item.sub_title}</p>}
        <div className="mf-point-item__price-row">
          <span className="mf-point-item__label">兑换价</span>
          <span className="mf-point-item__price">{`${point}积分`}</span>
          <span className="mf-point-item__store">{`库存 ${store}${item.unit || '件'}`}</span>
        </div>
        {item.item_spec_desc.map((group) => (
          <div className="mf-point-item__row" key={group.spec_id} role="radiogroup" aria-label={group.spec_name}>
            <span className="mf-point-item__label">{group.spec_name}</span>
            <div className="mf-point-item__values">
              {group.spec_values.map((value) => {
                const selected = choice[group.spec_id] === value.spec_value_id
                return (
                  <button
                    key={value.spec_value_id}
                    type="button"
                    role="radio"
                    aria-checked={selected}
                    className={`mf-point-item__value${selected ? ' is-active' : ''}`}
                    disabled={!valueAvailable(item, choice, group.spec_id, value.spec_value_id)}
                    onClick={() => {
                      setChoice({ ...choice, [group.spec_id]: value.spec_value_id })
                      setNum(1)
                    }}
                  >
                    {value.spec_value_name}
                  </button>
                )
              })}
            </div>
          </div>
        ))}
        <div className="mf-point-item__row">
          <span className="mf-point-item__label" aria-hidden="true">
            数量
          </span>
          <QuantityInput value={num} onChange={setNum} max={Math.max(1, store)} disabled={soldOut} label="数量" />
        </div>
        <p className="mf-point-item__total">
          合计 <b>{formatPoints(point * num)}</b>
        </p>
        <button type="button" className="mf-point-item__buy" disabled={soldOut || !sku || busy} onClick={exchange}>
          {soldOut ? '已兑完' : '立即兑换'}
        </button>
      </div>
    </div>
  )
}
