import { useState } from 'react'
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router-dom'
import type { PointItemDetail } from '../../api/pointitems.ts'
import { SafeImage } from '../../components/goods-card/SafeImage.tsx'
import { QuantityInput } from '../../components/quantity-input/QuantityInput.tsx'
import { hasSession } from '../../lib/auth-storage.ts'
import { loginUrl } from '../../lib/login-url.ts'
import type { RouteHandle } from '../../routing/handle.ts'
import { loaderApi } from '../../routing/loader-api.ts'
import { requireIntParam } from '../../routing/params.ts'
import { pointCheckoutHref } from '../../features/checkout/point-checkout-query.ts'
import { formatPointPrice } from './point-price.ts'
import { loadPointItem } from './load-point-item.ts'
import { choiceOf, initialSku, skuOfChoice, valueAvailable, type SpecChoice } from './point-variant.ts'
import './pointitem-detail.css'

export function loader({ params, context }: LoaderFunctionArgs): Promise<PointItemDetail> {
  return loadPointItem(loaderApi(context), requireIntParam(params, 'id'))
}

export const handle: RouteHandle = {
  title: (data) => (data as PointItemDetail | undefined)?.item_name || '积分商城',
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

  const sku = skuOfChoice(item, choice)
  const store = sku?.store ?? 0
  const point = sku?.point ?? item.point
  const cash = sku?.price ?? item.price
  const soldOut = item.approve_status !== 'onsale' || store <= 0

  /** 立即兑换: the points checkout of this variant and quantity (it prices and checks them again). */
  function exchange() {
    if (!sku || soldOut) return
    if (!hasSession('customer')) {
      navigate(loginUrl(location.pathname + location.search))
      return
    }
    navigate(pointCheckoutHref({ item_id: item.item_id, sku_id: sku.sku_id ?? sku.item_id, num }))
  }

  return (
    <div className="mf-container mf-point-item">
      <div className="mf-point-item__gallery">
        <SafeImage
          className="mf-point-item__main"
          src={pics[picIndex]}
          alt={item.item_name}
          width={400}
          height={400}
          eager
        />
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
          <span className="mf-point-item__price">{formatPointPrice(point, cash)}</span>
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
          合计 <b>{formatPointPrice(point * num, cash * num)}</b>
        </p>
        <button type="button" className="mf-point-item__buy" disabled={soldOut || !sku} onClick={exchange}>
          {soldOut ? '已兑完' : '立即兑换'}
        </button>
      </div>
    </div>
  )
}
