import { Link } from 'react-router-dom'
import type { Shop } from '../../api/shops.ts'
import { SafeImage } from '../../components/goods-card/SafeImage.tsx'

/** Spec 9: a shop card shows at most two tags. */
const MAX_TAGS = 2

export function shopHref(distributorId: number): string {
  return `/shops/info?distributor_id=${distributorId}`
}

/** A shop in a list: banner, logo, name, address, distance, tags, phone and hours; links to the shop. */
export function ShopCard({ shop }: { shop: Shop }) {
  const phone = shop.phone || shop.mobile
  return (
    <article className="mf-shop-card">
      <Link className="mf-shop-card__link" to={shopHref(shop.distributor_id)}>
        <SafeImage className="mf-shop-card__banner" src={shop.banner} alt="" width={214} height={130} />
        <span className="mf-shop-card__body">
          <span className="mf-shop-card__head">
            <SafeImage className="mf-shop-card__logo" src={shop.logo} alt="" width={70} height={70} />
            <span className="mf-shop-card__title">
              <span className="mf-shop-card__name">{shop.name}</span>
              {shop.distance_show && <span className="mf-shop-card__distance">距您 {shop.distance_show}</span>}
            </span>
          </span>
          {shop.tagList.length > 0 && (
            <span className="mf-shop-card__tags">
              {shop.tagList.slice(0, MAX_TAGS).map((tag) => (
                <span key={tag.tag_id} className="mf-tag mf-tag--theme">
                  {tag.tag_name}
                </span>
              ))}
            </span>
          )}
          <span className="mf-shop-card__line">地址：{shop.address}</span>
          {phone && <span className="mf-shop-card__line">电话：{phone}</span>}
          {shop.hours && <span className="mf-shop-card__line">营业时间：{shop.hours}</span>}
        </span>
      </Link>
    </article>
  )
}
