import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { getApi } from '../../api/index.ts'
import { Breadcrumb } from '../../components/breadcrumb/Breadcrumb.tsx'
import { loaderApi } from '../../routing/loader-api.ts'
import { loadNearbyShops } from './load-shops.ts'
import { ShopGrid } from './ShopGrid.tsx'
import { useNearbyShops } from './use-nearby-shops.ts'
import './shops.css'

export function loader({ context }: LoaderFunctionArgs) {
  return loadNearbyShops(loaderApi(context))
}

/** /shops/near (spec 4 "Nearby shops"): tag tabs and up to ten shops nearest the shopper. */
export default function NearbyShopsPage() {
  const initial = useLoaderData<typeof loader>()
  const { data, tab, selectTab, alert, loading } = useNearbyShops(getApi, initial)
  const tabs = ['全部', ...data.tagList.map((t) => t.tag_name)]
  return (
    <div className="mf-container mf-shops">
      <Breadcrumb items={[{ title: '首页', href: '/' }, { title: '附近门店' }]} />
      <section className="mf-shops__panel" aria-labelledby="mf-shops-heading">
        <div className="mf-shops__bar">
          <h1 id="mf-shops-heading" className="mf-shops__heading">
            附近门店
          </h1>
          <div className="mf-shops__tabs" role="group" aria-label="门店标签">
            {tabs.map((name, index) => (
              <button
                key={`${index}-${name}`}
                type="button"
                className={`mf-shops__tab${index === tab ? ' is-active' : ''}`}
                aria-pressed={index === tab}
                onClick={() => selectTab(index)}
              >
                {name}
              </button>
            ))}
          </div>
        </div>
        {alert && (
          <p className="mf-shops__alert" role="alert">
            {alert}
          </p>
        )}
        <div aria-busy={loading} className={loading ? 'mf-shops__list is-loading' : 'mf-shops__list'}>
          <ShopGrid shops={data.list} empty="附近暂无门店" />
        </div>
      </section>
    </div>
  )
}
