import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { Breadcrumb } from '../../components/breadcrumb/Breadcrumb.tsx'
import { LinkButton } from '../../components/button/LinkButton.tsx'
import { GoodsCard } from '../../components/goods-card/GoodsCard.tsx'
import { SafeImage } from '../../components/goods-card/SafeImage.tsx'
import { loaderApi } from '../../routing/loader-api.ts'
import { formatPrice } from '../../../schemas/money.ts'
import { loadPrecollection, type PrecollectionData } from './load-precollection.ts'
import './precollection.css'

export function loader({ context }: LoaderFunctionArgs): Promise<PrecollectionData> {
  return loadPrecollection(loaderApi(context))
}

/**
 * /precollection (新品预览): in the ECShopX/元素 PC storefront this route is the season's "PRE
 * COLLECTION" — a lookbook of the coming season's pieces, each picture leading to its goods. Here
 * it is the same page over the live catalogue instead of fixed pictures: the newest goods tagged
 * 新品, the newest first as the lead piece and the rest as cards, each opening its detail page.
 */
export default function PrecollectionPage() {
  const { goods } = useLoaderData() as PrecollectionData
  const [lead, ...rest] = goods
  const name = (item: (typeof goods)[number]) => item.item_name || item.title || '商品'
  return (
    <div className="mf-container mf-precollection">
      <Breadcrumb items={[{ title: '首页', href: '/' }, { title: '新品预览' }]} />
      <header className="mf-precollection__head">
        <h1 className="mf-precollection__title">新品预览</h1>
        <p className="mf-precollection__subtitle" lang="en">
          PRE COLLECTION
        </p>
      </header>
      {lead ? (
        <>
          <section className="mf-precollection__lead" aria-labelledby="mf-precollection-lead">
            <Link
              to={`/items/${lead.item_id}`}
              className="mf-precollection__lead-image"
              tabIndex={-1}
              aria-hidden="true"
            >
              <SafeImage src={lead.imgUrl || lead.image_default_id} alt="" width={560} height={560} eager />
            </Link>
            <div className="mf-precollection__lead-body">
              <p className="mf-precollection__badge">本季首发</p>
              <h2 className="mf-precollection__lead-name" id="mf-precollection-lead">
                {name(lead)}
              </h2>
              {lead.sub_title && <p className="mf-precollection__lead-brief">{lead.sub_title}</p>}
              <p className="mf-precollection__lead-price">{formatPrice(lead.price)}</p>
              <LinkButton type="primary" size="large" to={`/items/${lead.item_id}`} aria-label={`抢先看 ${name(lead)}`}>
                抢先看
              </LinkButton>
            </div>
          </section>
          {rest.length > 0 && (
            <section aria-labelledby="mf-precollection-more">
              <h2 className="mf-precollection__more" id="mf-precollection-more">
                更多新品
              </h2>
              <ul className="mf-precollection__grid">
                {rest.map((item) => (
                  <li key={item.item_id}>
                    <GoodsCard goods={item} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <p className="mf-precollection__all">
            <Link to="/items">查看全部商品</Link>
          </p>
        </>
      ) : (
        <p className="mf-precollection__empty">新品即将上架，敬请期待</p>
      )}
    </div>
  )
}
