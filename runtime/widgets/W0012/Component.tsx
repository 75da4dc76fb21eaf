import { useState } from 'react'
import { SafeImage } from '../../components/goods-card/SafeImage.tsx'
import { formatPrice } from '../../../schemas/money.ts'
import { WidgetLink } from '../shared/WidgetLink.tsx'
import type { W0012 as W0012Settings } from '../../../schemas/widgets/W0012.ts'
import type { WidgetMode, WidgetProps } from '../types.ts'
import type { WidgetCoupon } from '../shared/coupon/coupon.ts'
import { CouponCard } from '../shared/coupon/CouponCard.tsx'
import { ShoppingOffer } from '../shared/coupon/ShoppingOffer.tsx'
import { useCouponClaim } from '../shared/coupon/use-coupon-claim.ts'
import type { ImageEntry } from '../shared/image-entry.ts'
import { groupItems, type Group, type ProductEntry } from './entries.ts'
import './w0012.css'

export type { W0012Settings }

/** Five lists, one per styleType: images ×2, ×3, ×4, product groups, coupon groups. */
export type W0012Data = [ImageEntry[]?, ImageEntry[]?, ImageEntry[]?, Group<ProductEntry>[]?, Group<WidgetCoupon>[]?]

/** Image sizes per window style, so each image carries its real box. */
const WINDOW_SIZES: Record<number, [number, number][]> = {
  0: [
    [350, 165],
    [350, 165],
  ],
  1: [
    [350, 165],
    [170, 165],
    [170, 165],
  ],
  2: [
    [170, 165],
    [170, 165],
    [170, 165],
    [170, 165],
  ],
}

const STYLE_NAMES = ['橱窗一', '橱窗二', '橱窗三', '商品', '优惠券']

function ImageWindow({ entries, styleType, mode }: { entries: ImageEntry[]; styleType: number; mode: WidgetMode }) {
  const sizes = WINDOW_SIZES[styleType]
  return (
    <ul className={`mf-w0012__window mf-w0012__window--${styleType}`}>
      {entries.slice(0, sizes.length).map((entry, i) => {
        const [width, height] = sizes[i]
        const alt = entry.pathData?.title || entry.pathData?.linkPageLabel || `${STYLE_NAMES[styleType]}图片${i + 1}`
        return (
          <li key={i} className="mf-w0012__window-cell">
            <WidgetLink
              mode={mode}
              href={entry.href}
              link={entry.pathData}
              className="mf-w0012__window-link"
              aria-label={alt}
            >
              <SafeImage
                className="mf-w0012__window-image"
                src={entry.imgUrl}
                alt={alt}
                width={width}
                height={height}
              />
            </WidgetLink>
          </li>
        )
      })}
    </ul>
  )
}

function GroupDots({
  count,
  current,
  onSelect,
  label,
}: {
  count: number
  current: number
  onSelect: (i: number) => void
  label: string
}) {
  if (count < 2) return null
  return (
    <div className="mf-w0012__dots" role="group" aria-label={`${label}分组`}>
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className={`mf-w0012__dot${i === current ? ' is-active' : ''}`}
          aria-label={`第${i + 1}组${label}`}
          aria-pressed={i === current}
          onClick={() => onSelect(i)}
        />
      ))}
    </div>
  )
}

function ProductGroups({ groups, mode }: { groups: Group<ProductEntry>[]; mode: WidgetMode }) {
  const [active, setActive] = useState(0)
  const current = Math.min(active, Math.max(groups.length - 1, 0))
  const products = groupItems(groups[current]).slice(0, 4)
  return (
    <>
      <ul className="mf-w0012__products">
        {products.map((product, i) => {
          const name = product.goods_name
          return (
            <li key={`${current}-${i}`} className="mf-w0012__product">
              <WidgetLink mode={mode} href={product.href} className="mf-w0012__product-link">
                <SafeImage
                  className="mf-w0012__product-image"
                  src={product.goods_pic}
                  alt=""
                  width={120}
                  height={120}
                />
                <span className="mf-w0012__product-name">{name}</span>
                <span className="mf-w0012__product-price">{formatPrice(product.price)}</span>
              </WidgetLink>
            </li>
          )
        })}
      </ul>
      <GroupDots count={groups.length} current={current} onSelect={setActive} label="商品" />
    </>
  )
}

function CouponGroups({ groups, mode }: { groups: Group<WidgetCoupon>[]; mode: WidgetMode }) {
  const claims = useCouponClaim(mode)
  const [active, setActive] = useState(0)
  const current = Math.min(active, Math.max(groups.length - 1, 0))
  return (
    <>
      <div className="mf-w0012__coupons">
        {groupItems(groups[current]).map((coupon) => (
          <CouponCard key={coupon.card_id} coupon={coupon} claims={claims} block="mf-w0012" />
        ))}
      </div>
      <GroupDots count={groups.length} current={current} onSelect={setActive} label="优惠券" />
      <ShoppingOffer claims={claims} />
    </>
  )
}

/** W0012 showcase card: a title bar and, by styleType, an image window, product groups or coupon groups. */
export function W0012({ settings, data, mode }: WidgetProps<W0012Settings, W0012Data>) {
  const styleType = settings.styleType ?? 0
  const lists: W0012Data = data ?? []
  const title = settings.mainTitle || ''

  return (
    <section className={`mf-w0012 mf-w0012--style${styleType}`} aria-label={title || STYLE_NAMES[styleType]}>
      <header className="mf-w0012__head">
        <h2 className="mf-w0012__title">{title}</h2>
        {settings.subTitle && <p className="mf-w0012__subtitle">{settings.subTitle}</p>}
        {settings.linkPath?.href && (
          <WidgetLink mode={mode} link={settings.linkPath} className="mf-w0012__more" aria-label={`查看更多${title}`}>
            更多 ›
          </WidgetLink>
        )}
      </header>
      <div className="mf-w0012__body">
        {styleType <= 2 && (
          <ImageWindow
            entries={(lists[styleType] as ImageEntry[] | undefined) ?? []}
            styleType={styleType}
            mode={mode}
          />
        )}
        {styleType === 3 && <ProductGroups groups={lists[3] ?? []} mode={mode} />}
        {styleType === 4 && <CouponGroups groups={lists[4] ?? []} mode={mode} />}
      </div>
    </section>
  )
}
