import { useLoaderData, useLocation, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom'
import { LinkButton } from '../../components/button/LinkButton.tsx'
import { AddToCartButton } from '../../components/goods-card/AddToCartButton.tsx'
import { GoodsCard } from '../../components/goods-card/GoodsCard.tsx'
import { Pagination } from '../../components/pagination/Pagination.tsx'
import type { RouteHandle } from '../../routing/handle.ts'
import { loaderApi } from '../../routing/loader-api.ts'
import { selectIsStaff, useUserStore } from '../../stores/user.ts'
import { CategoryFacetBar } from './CategoryFacetBar.tsx'
import { ItemsBreadcrumb } from './ItemsBreadcrumb.tsx'
import { SortBar } from './SortBar.tsx'
import { ITEMS_PAGE_SIZE, itemsHref } from './items-query.ts'
import { loadItems, type ItemsData } from './load-items.ts'
import { useScrollMemory } from '../../lib/scroll-memory.ts'
import './items-page.css'

/** Cards per row of the grid (items-page.css); the first row is in view when the page opens. */
const GRID_COLUMNS = 5

export function loader({ request, context }: LoaderFunctionArgs): Promise<ItemsData> {
  return loadItems(loaderApi(context), new URL(request.url))
}

/** “耳机”的搜索结果, the category name, or 商品列表. */
function listTitle(query: ItemsData['query'], trail: ItemsData['trail']): string {
  if (query.keywords) return `“${query.keywords}”的搜索结果`
  return trail.at(-1)?.category_name ?? '商品列表'
}

export const handle: RouteHandle = {
  title: (data) => (data ? listTitle((data as ItemsData).query, (data as ItemsData).trail) : '商品列表'),
}

/** The goods list of /items: breadcrumb, category filters, sort bar with count, 5-per-row grid and pager. */
export default function ItemsPage() {
  const { query, list, total, trail, facets } = useLoaderData<typeof loader>()
  const [params] = useSearchParams()
  const staff = useUserStore(selectIsStaff)
  const { pathname, search } = useLocation()
  useScrollMemory(pathname + search)

  return (
    <div className="mf-container mf-items">
      <ItemsBreadcrumb query={query} trail={trail} />
      <h1 className="mf-visually-hidden">{listTitle(query, trail)}</h1>
      <div className="mf-items__panel">
        <CategoryFacetBar facets={facets} />
        <SortBar sort={query.sort} params={params} total={total} />
        {list.length > 0 ? (
          <>
            <ul className="mf-items__grid">
              {list.map((goods, i) => (
                <li key={goods.item_id}>
                  <GoodsCard
                    goods={goods}
                    staffView={staff}
                    action={<AddToCartButton goods={goods} />}
                    priority={i < GRID_COLUMNS}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              current={query.page}
              total={total}
              pageSize={ITEMS_PAGE_SIZE}
              pageHref={(page) => itemsHref(params, { page })}
            />
          </>
        ) : (
          <div className="mf-items__empty">
            <svg viewBox="0 0 64 64" width="96" height="96" aria-hidden="true" focusable="false">
              <circle cx="28" cy="28" r="18" fill="none" stroke="currentColor" strokeWidth="4" />
              <path d="m41 41 13 13" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
              <path d="M21 24h14M21 32h9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
            </svg>
            <p className="mf-items__empty-title">没有找到相关商品</p>
            <p className="mf-items__empty-hint">换个关键词试试，或者去首页逛逛</p>
            <LinkButton to="/" type="primary">
              返回首页
            </LinkButton>
          </div>
        )}
      </div>
    </div>
  )
}
