import { useEffect, useMemo, useState } from 'react'
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router-dom'
import { getApi } from '../../../api/index.ts'
import { getItemCoupons, receiveCoupon, saveBrowseHistory, type ItemCoupon } from '../../../api/item.ts'
import { toast } from '../../../components/toast/toast.ts'
import type { RouteHandle } from '../../../routing/handle.ts'
import { loaderApi } from '../../../routing/loader-api.ts'
import { requireIntParam } from '../../../routing/params.ts'
import { personalGetted, usePersonal } from '../../../stores/personal.tsx'
import { selectIsLoggedIn, selectIsStaff, useUserStore } from '../../../stores/user.ts'
import { BuyToolbar } from './BuyToolbar.tsx'
import { CollectButton } from './CollectButton.tsx'
import { CouponList } from './CouponList.tsx'
import { Gallery } from './Gallery.tsx'
import type { ItemPageData } from './item-detail-types.ts'
import { loadItem } from './load-item.ts'
import { PriceBlock } from './PriceBlock.tsx'
import { purchaseOf } from './purchase.ts'
import { RecommendCarousel, RecommendStrip } from './Recommendations.tsx'
import { ItemRatings } from './ItemRatings.tsx'
import { SeckillCountdown } from './SeckillCountdown.tsx'
import { SharePanel } from './SharePanel.tsx'
import { staffBadge } from '../../../components/goods-card/staff-badge.ts'
import { VariantPicker } from './VariantPicker.tsx'
import { initialSelection, resolveSku } from './variant.ts'
import './item-detail.css'

export function loader({ request, params, context }: LoaderFunctionArgs): Promise<ItemPageData> {
  return loadItem(loaderApi(context), requireIntParam(params, 'id'), new URL(request.url))
}

export const handle: RouteHandle = {
  title: (data) => (data as ItemPageData | undefined)?.item.item_name,
  seo: (data) => {
    const item = (data as ItemPageData | undefined)?.item
    if (!item) return undefined
    return { keywords: item.item_name, description: item.sub_title || item.item_name }
  },
}

/** /items/:id — gallery, buying column, description and recommendations (spec 2.7, 4). */
export default function ItemDetailPage() {
  const { item, distributorId, coupons: loadedCoupons, recommendations } = useLoaderData<typeof loader>()
  const location = useLocation()
  const returnPath = location.pathname + location.search
  const loggedIn = useUserStore(selectIsLoggedIn)
  const isStaff = useUserStore(selectIsStaff)
  const personal = usePersonal((parts) => parts)
  const groups = useMemo(() => item.item_spec_desc ?? [], [item])
  const skus = useMemo(() => item.spec_items ?? [], [item])
  const [selection, setSelection] = useState(() => initialSelection(groups, skus))
  // The page's coupons carry no member's claims (it is shared): the personal answer adds them, until
  // a claim here brings the member's own list.
  const [ownCoupons, setOwnCoupons] = useState<ItemCoupon[] | null>(null)
  const coupons = useMemo(
    () => ownCoupons ?? loadedCoupons.map((coupon) => ({ ...coupon, getted: personalGetted(coupon, personal) })),
    [ownCoupons, loadedCoupons, personal],
  )
  const sku = resolveSku(groups, skus, selection)
  const seckill = Boolean(item.activity_info)
  const purchase = purchaseOf({ is_gift: item.is_gift, approve_status: item.approve_status, seckill })
  const staffLabel = isStaff ? staffBadge(item) : null

  useEffect(() => {
    if (loggedIn) void saveBrowseHistory(getApi(), item.item_id).catch(() => undefined)
  }, [item.item_id, loggedIn])

  async function claim(coupon: ItemCoupon) {
    try {
      await receiveCoupon(getApi(), coupon.card_id)
      toast.success('领取成功')
      setOwnCoupons((await getItemCoupons(getApi(), item.item_id, distributorId)).list)
    } catch {
      // The client already showed the server's message (or sent a guest to log in).
    }
  }

  const name = item.item_name || item.title || ''
  return (
    <div className="mf-container mf-item">
      <nav className="mf-item__breadcrumb" aria-label="当前位置">
        <ol>
          <li>
            <Link to="/">首页</Link>
          </li>
          {(item.category_path ?? []).map((category) => (
            <li key={category.category_id}>
              <Link to={`/items?cat_id=${category.category_id}`}>{category.category_name}</Link>
            </li>
          ))}
          <li>
            <span aria-current="page">{name}</span>
          </li>
        </ol>
      </nav>

      <div className="mf-item__main">
        <Gallery pics={item.pics} variantImage={sku?.item_image_url || sku?.spec_image_url} alt={name} />
        <div className="mf-item__info">
          <h1 className="mf-item__title">
            {staffLabel && <span className="mf-item__staff">{staffLabel}</span>}
            {name}
          </h1>
          {item.sub_title && <p className="mf-item__subtitle">{item.sub_title}</p>}
          <div className="mf-item__tools">
            <CollectButton
              itemId={item.item_id}
              distributorId={distributorId}
              collected={personal?.item_collected ?? false}
              loggedIn={loggedIn}
              returnPath={returnPath}
            />
            <SharePanel itemId={item.item_id} />
          </div>
          {seckill && item.activity_info && <SeckillCountdown seconds={item.activity_info.last_seconds ?? 0} />}
          <PriceBlock item={item} sku={sku} seckill={seckill} loggedIn={loggedIn} />
          {(item.promotion_activity ?? []).length > 0 && (
            <div className="mf-item-row">
              <span className="mf-item-row__label">促销</span>
              <ul className="mf-item__promotions">
                {(item.promotion_activity ?? []).map((promotion) => (
                  <li key={`${promotion.promotion_tag}-${promotion.marketing_name}`}>
                    <span className="mf-item__promotion-tag">{promotion.promotion_tag}</span>
                    {promotion.marketing_name}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <CouponList coupons={coupons} onClaim={claim} />
          <VariantPicker groups={groups} skus={skus} selection={selection} onChange={setSelection} />
          <BuyToolbar
            itemId={item.item_id}
            distributorId={distributorId}
            purchase={purchase}
            sku={sku}
            seckillId={item.activity_info?.seckill_id}
            loggedIn={loggedIn}
            returnPath={returnPath}
          />
        </div>
      </div>

      <div className="mf-item__below">
        <RecommendStrip list={recommendations} />
        <section className="mf-item__description" aria-labelledby="mf-item-description-title">
          <h2 className="mf-item-section-title" id="mf-item-description-title">
            商品详情
          </h2>
          {/* The loader has sanitized the description. */}
          <div className="mf-item__description-body" dangerouslySetInnerHTML={{ __html: item.description ?? '' }} />
        </section>
      </div>
      <ItemRatings itemId={item.item_id} />
      <RecommendCarousel list={recommendations} />
    </div>
  )
}
