import { useState } from 'react'
import { useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router-dom'
import { getApi } from '../../api/index.ts'
import { collectShop, uncollectShop } from '../../api/shops.ts'
import { Breadcrumb } from '../../components/breadcrumb/Breadcrumb.tsx'
import { GoodsCard } from '../../components/goods-card/GoodsCard.tsx'
import { SafeImage } from '../../components/goods-card/SafeImage.tsx'
import { toast } from '../../components/toast/toast.ts'
import { loginUrl } from '../../lib/login-url.ts'
import type { RouteHandle } from '../../routing/handle.ts'
import { loaderApi } from '../../routing/loader-api.ts'
import { usePersonal } from '../../stores/personal.tsx'
import { selectIsLoggedIn, useUserStore } from '../../stores/user.ts'
import { loadShopInfo, type ShopInfoData } from './load-shops.ts'
import './shops.css'
import { LineIcon } from '../../components/icon/LineIcon.tsx'

export function loader({ request, context }: LoaderFunctionArgs): Promise<ShopInfoData> {
  return loadShopInfo(loaderApi(context), new URL(request.url))
}

export const handle: RouteHandle = { title: (data) => (data as ShopInfoData | undefined)?.shop.name }

/** /shops/info and /shopInfo: the shop's header, collect toggle and goods. */
export default function ShopInfoPage() {
  const { shop } = useLoaderData<typeof loader>()
  const loggedIn = useUserStore(selectIsLoggedIn)
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  // The member's mark from the personal call, until a toggle here decides.
  const answered = usePersonal((parts) => parts?.shop_collected ?? false)
  const [toggled, setCollected] = useState<boolean | null>(null)
  const collected = toggled ?? answered
  const [busy, setBusy] = useState(false)
  const phone = shop.phone || shop.mobile

  async function toggleCollect() {
    if (!loggedIn) {
      navigate(loginUrl(pathname + search))
      return
    }
    if (busy) return
    setBusy(true)
    try {
      if (collected) {
        await uncollectShop(getApi(), shop.distributor_id)
        toast.success('已取消收藏')
      } else {
        await collectShop(getApi(), shop.distributor_id)
        toast.success('收藏成功')
      }
      setCollected(!collected)
    } catch {
      // The API client has already shown the server's message.
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="mf-container mf-shop-info">
      <Breadcrumb
        items={[{ title: '首页', href: '/' }, { title: '附近门店', href: '/shops/near' }, { title: shop.name }]}
      />
      <header className="mf-shop-info__header">
        <SafeImage className="mf-shop-info__banner" src={shop.banner} alt="" width={1190} height={260} eager />
        <div className="mf-shop-info__bar">
          <SafeImage
            className="mf-shop-info__logo"
            src={shop.logo}
            alt={`${shop.name}标志`}
            width={70}
            height={70}
            eager
          />
          <div className="mf-shop-info__text">
            <h1 className="mf-shop-info__name">{shop.name}</h1>
            {shop.tagList.length > 0 && (
              <p className="mf-shop-card__tags">
                {shop.tagList.map((tag) => (
                  <span key={tag.tag_id} className="mf-tag mf-tag--theme">
                    {tag.tag_name}
                  </span>
                ))}
              </p>
            )}
            <p className="mf-shop-info__line">地址：{shop.address}</p>
            <p className="mf-shop-info__line">
              {phone && <span>电话：{phone}</span>}
              {shop.hours && <span>营业时间：{shop.hours}</span>}
            </p>
          </div>
          <button
            type="button"
            className={`mf-shop-info__collect${collected ? ' is-collected' : ''}`}
            aria-pressed={collected}
            disabled={busy}
            onClick={toggleCollect}
          >
            <LineIcon
              d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9Z"
              size={18}
              fill={collected ? 'currentColor' : 'none'}
              round="join"
              hidden
            />
            {collected ? '已收藏' : '收藏店铺'}
          </button>
        </div>
        {shop.description && <p className="mf-shop-info__description">{shop.description}</p>}
      </header>
      <section className="mf-shop-info__goods" aria-labelledby="mf-shop-goods-heading">
        <h2 id="mf-shop-goods-heading" className="mf-shop-info__goods-title">
          店铺商品<span>（共 {shop.goods_count} 件）</span>
        </h2>
        {shop.goods_list.length > 0 ? (
          <ul className="mf-shop-info__grid">
            {shop.goods_list.map((goods) => (
              <li key={goods.item_id}>
                <GoodsCard goods={goods} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mf-shops__empty">店铺暂无商品</p>
        )}
      </section>
    </div>
  )
}
