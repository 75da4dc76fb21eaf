import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { SafeImage } from '../../components/goods-card/SafeImage.tsx'
import { Pagination } from '../../components/pagination/Pagination.tsx'
import { loaderApi } from '../../routing/loader-api.ts'
import { usePersonal } from '../../stores/personal.tsx'
import { selectIsLoggedIn, useUserStore } from '../../stores/user.ts'
import { formatPointPrice } from './point-price.ts'
import { loadPointsList, type PointsListData } from './load-points.ts'
import { POINT_SORTS, POINTS_PAGE_SIZE, pointsHref } from './points-query.ts'
import './pointitems.css'

export function loader({ request, context }: LoaderFunctionArgs): Promise<PointsListData> {
  return loadPointsList(loaderApi(context), request)
}

/** 积分商城: the balance banner, sort links, a grid of points goods and the pager. */
export default function PointItemsPage() {
  const { query, list, total } = useLoaderData() as PointsListData
  const signedIn = useUserStore(selectIsLoggedIn)
  const balance = usePersonal((parts) => parts?.point)

  return (
    <div className="mf-container mf-points">
      <section className="mf-points__banner" aria-label="我的积分">
        <div>
          <h1 className="mf-points__title">积分商城</h1>
          <p className="mf-points__subtitle">积分当钱花，好物兑不停</p>
        </div>
        {signedIn ? (
          <p className="mf-points__balance">
            {/* The balance comes after load; a dash holds its place meanwhile. */}
            我的积分 <b>{balance === undefined ? '—' : balance.toLocaleString('en-US')}</b>
          </p>
        ) : (
          <Link className="mf-points__login" to={`/auth/login?redirectUrl=${encodeURIComponent(pointsHref(query))}`}>
            登录后查看积分
          </Link>
        )}
      </section>
      <div className="mf-points__panel">
        <div className="mf-points__sortbar">
          <nav className="mf-points__sorts" aria-label="排序">
            {POINT_SORTS.map(({ value, label }) => (
              <Link
                key={value}
                className={`mf-points__sort${query.sort === value ? ' is-active' : ''}`}
                to={pointsHref({ sort: value, page: 1 })}
                aria-current={query.sort === value ? 'true' : undefined}
              >
                {label}
              </Link>
            ))}
          </nav>
          <p className="mf-points__count">
            共 <b>{total}</b> 件商品
          </p>
        </div>
        {list.length > 0 ? (
          <>
            <ul className="mf-points__grid">
              {list.map((item) => (
                <li key={item.item_id}>
                  <Link className="mf-points__card" to={`/pointitems/${item.item_id}`}>
                    <SafeImage
                      className="mf-points__image"
                      src={item.image_default_id}
                      alt={item.title}
                      width={200}
                      height={200}
                    />
                    <span className="mf-points__name">{item.title}</span>
                    <span className="mf-points__price">{formatPointPrice(item.point, item.price)}</span>
                    <span className="mf-points__stock">{item.store > 0 ? `库存 ${item.store}` : '已兑完'}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <Pagination
              current={query.page}
              total={total}
              pageSize={POINTS_PAGE_SIZE}
              pageHref={(page) => pointsHref({ ...query, page })}
            />
          </>
        ) : (
          <p className="mf-points__empty">暂无积分商品</p>
        )}
      </div>
    </div>
  )
}
