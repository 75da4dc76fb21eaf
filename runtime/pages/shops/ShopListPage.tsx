import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { Breadcrumb } from '../../components/breadcrumb/Breadcrumb.tsx'
import { Pagination } from '../../components/pagination/Pagination.tsx'
import { loaderApi } from '../../routing/loader-api.ts'
import { loadShopList, SHOPS_PAGE_SIZE, type ShopListData } from './load-shops.ts'
import { ShopGrid } from './ShopGrid.tsx'
import './shops.css'

export function loader({ request, context }: LoaderFunctionArgs): Promise<ShopListData> {
  return loadShopList(loaderApi(context), new URL(request.url))
}

/** /store: all shops of a province (Beijing by default), with a region filter. */
export default function ShopListPage() {
  const { list, total_count, province, provinces, page, defaultCity } = useLoaderData<typeof loader>()
  const hrefOf = (n: number) => {
    const params = new URLSearchParams()
    if (province) params.set('province', province)
    if (n > 1) params.set('page', String(n))
    const query = params.toString()
    return query ? `?${query}` : '?'
  }
  return (
    <div className="mf-container mf-shops">
      <Breadcrumb items={[{ title: '首页', href: '/' }, { title: '门店列表' }]} />
      <section className="mf-shops__panel" aria-labelledby="mf-shops-heading">
        <div className="mf-shops__bar">
          <h1 id="mf-shops-heading" className="mf-shops__heading">
            门店列表<span className="mf-shops__count">（共 {total_count} 家）</span>
          </h1>
          {/* A plain GET form, so the filter works before and without the page's scripts. */}
          <form className="mf-shops__filter" method="get">
            <label htmlFor="mf-shops-province">所在地区</label>
            <select id="mf-shops-province" name="province" defaultValue={province}>
              <option value="">{defaultCity}（默认）</option>
              {provinces.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            <button type="submit" className="mf-shops__filter-submit">
              筛选
            </button>
          </form>
        </div>
        <ShopGrid shops={list} empty="该地区暂无门店" />
        {total_count > SHOPS_PAGE_SIZE && (
          <Pagination current={page} total={total_count} pageSize={SHOPS_PAGE_SIZE} pageHref={hrefOf} />
        )}
      </section>
    </div>
  )
}
