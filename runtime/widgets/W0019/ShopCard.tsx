import { SafeImage } from '../../components/goods-card/SafeImage.tsx'
import { WidgetLink } from '../shared/WidgetLink.tsx'
import type { WidgetMode } from '../types.ts'
import type { ShopLook } from '../shared/shop-look.ts'
import { shopHref, shopTags, type NearbyShop } from './shops.ts'

/** A shop card: banner 214×130 with the 70×70 logo over its edge, name, tags, address and distance. */
export function ShopCard({ shop, mode, look }: { shop: NearbyShop; mode: WidgetMode; look: ShopLook }) {
  const name = shop.name || shop.shop_name || ''
  return (
    <WidgetLink mode={mode} href={shopHref(shop)} className="mf-w0019__card" style={look.card}>
      <SafeImage className="mf-w0019__banner" src={shop.banner} alt="" width={214} height={130} />
      <SafeImage className="mf-w0019__logo" src={shop.logo} alt={`${name}标志`} width={70} height={70} />
      <span className="mf-w0019__name" style={look.shopName}>
        {name}
      </span>
      <span className="mf-w0019__tags">
        {shopTags(shop).map((tag) => (
          <span key={tag.tag_id} className="mf-w0019__tag" style={look.tag}>
            {tag.tag_name}
          </span>
        ))}
      </span>
      <span className="mf-w0019__address" title={shop.address}>
        {shop.address}
      </span>
      {shop.distance_show && <span className="mf-w0019__distance">距您{shop.distance_show}</span>}
    </WidgetLink>
  )
}
