import { SafeImage } from '../../components/goods-card/SafeImage.tsx'
import { formatPrice } from '../../../schemas/money.ts'
import type { W0020 as W0020Settings } from '../../../schemas/widgets/W0020.ts'
import { SHOP_TOP_IMAGE } from '../../../schemas/widget-rules.ts'
import { WidgetLink } from '../shared/WidgetLink.tsx'
import { shopLook, type ShopLook } from '../shared/shop-look.ts'
import type { ResolvedShop } from '../../../schemas/resolved.ts'
import type { WidgetMode, WidgetProps } from '../types.ts'
import { MAX_TAGS } from '../shared/shop-tags.ts'
import '../shared/widget-head.css'
import './w0020.css'

/** A recommended shop (spec 3 "Shop": the W0020 entry) as the descriptor carries it. */
export type RecommendedShop = ResolvedShop

export type { W0020Settings }

/** Spec 2.9: the top image of a shop block is 538×96. */
export const TOP_IMAGE = SHOP_TOP_IMAGE
const GOODS_SHOWN = 3

function ShopBlock({ shop, mode, look }: { shop: RecommendedShop; mode: WidgetMode; look: ShopLook }) {
  const name = shop.shop_name
  const href = shop.href
  return (
    <article className="mf-w0020__shop" style={look.card} aria-label={name}>
      <WidgetLink mode={mode} href={href} className="mf-w0020__top" aria-label={`进入${name}`}>
        <SafeImage
          className="mf-w0020__top-image"
          src={shop.shop_pic || shop.banner}
          alt={name}
          width={TOP_IMAGE.width}
          height={TOP_IMAGE.height}
        />
      </WidgetLink>
      <div className="mf-w0020__info">
        <SafeImage className="mf-w0020__logo" src={shop.logo} alt={`${name}标志`} width={56} height={56} />
        <div className="mf-w0020__names">
          <h3 className="mf-w0020__name">
            <WidgetLink mode={mode} href={href} className="mf-w0020__name-link" style={look.shopName}>
              {name}
            </WidgetLink>
          </h3>
          <span className="mf-w0020__tags">
            {(shop.tag_list ?? []).slice(0, MAX_TAGS).map((tag) => (
              <span key={tag.tag_id} className="mf-tag mf-tag--theme mf-w0020__tag" style={look.tag}>
                {tag.tag_name}
              </span>
            ))}
          </span>
        </div>
        {shop.banner && shop.shop_pic && (
          <SafeImage className="mf-w0020__banner" src={shop.banner} alt="" width={150} height={56} />
        )}
      </div>
      <ul className="mf-w0020__goods">
        {(shop.goods_list ?? []).slice(0, GOODS_SHOWN).map((goods, i) => {
          const goodsTitle = goods.goods_name
          return (
            <li key={i}>
              <WidgetLink mode={mode} href={goods.href} className="mf-w0020__goods-link">
                <SafeImage className="mf-w0020__goods-image" src={goods.goods_pic} alt="" width={90} height={90} />
                <span className="mf-w0020__goods-name">{goodsTitle}</span>
                <span className="mf-w0020__goods-price">{formatPrice(goods.price)}</span>
              </WidgetLink>
            </li>
          )
        })}
      </ul>
    </article>
  )
}

/** W0020 recommended shops: shop blocks (top image, logo, name, tags, three goods), two per row. */
export function W0020({ settings, data, mode }: WidgetProps<W0020Settings, RecommendedShop[]>) {
  const title = settings.text || '推荐店铺'
  const columns = settings.columnNums && settings.columnNums > 0 ? settings.columnNums : 2
  const look = shopLook(settings)
  return (
    <section className="mf-w0020" aria-label={title}>
      {!settings.wgtHiddenTitle && (
        <header
          className={`mf-widget-head mf-widget-head--${settings.titleAlign ?? 'left'}`}
          style={{ background: settings.titleBackground || undefined }}
        >
          <h2 className="mf-widget-head__title" style={look.title}>
            {title}
          </h2>
          {settings.subTitle && <p className="mf-widget-head__subtitle">{settings.subTitle}</p>}
          {settings.showMore && settings.moreLinkData?.href && (
            <WidgetLink mode={mode} link={settings.moreLinkData} className="mf-widget-head__more" style={look.more}>
              {settings.moreText || '查看更多'} ›
            </WidgetLink>
          )}
        </header>
      )}
      <div className="mf-w0020__grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
        {(data ?? []).map((shop, i) => (
          <ShopBlock key={`${i}-${shop.shop_id}`} shop={shop} mode={mode} look={look} />
        ))}
      </div>
    </section>
  )
}
