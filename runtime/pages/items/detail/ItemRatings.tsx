import { useEffect, useState } from 'react'
import { getApi, type Http } from '../../../api/index.ts'
import { Pagination } from '../../../components/pagination/Pagination.tsx'
import { PhotoThumbs } from '../../../components/photo-upload/PhotoViewer.tsx'
import { formatDate } from '../../../lib/date.ts'
import { RATES_PAGE_SIZE, getItemRates, type ItemRate, type ItemRateList } from './item-ratings.ts'

const STAR_MAX = 5

function Stars({ star }: { star: number }) {
  return (
    <span className="mf-item-rates__stars" role="img" aria-label={`${star}星`}>
      {'★'.repeat(star)}
      <span className="mf-item-rates__stars-off">{'★'.repeat(Math.max(0, STAR_MAX - star))}</span>
    </span>
  )
}

function RateEntry({ rate }: { rate: ItemRate }) {
  return (
    <li className="mf-item-rates__entry">
      <div className="mf-item-rates__who">
        <span className="mf-item-rates__name">{rate.username}</span>
        <time className="mf-item-rates__date" dateTime={new Date(rate.created_at * 1000).toISOString()}>
          {formatDate(rate.created_at)}
        </time>
      </div>
      <div className="mf-item-rates__body">
        <Stars star={rate.star} />
        {rate.spec_desc && <span className="mf-item-rates__spec">{rate.spec_desc}</span>}
        <p className="mf-item-rates__content">{rate.content || '该用户未填写评价内容'}</p>
        <PhotoThumbs urls={rate.pics} label="晒单图片" size={72} />
      </div>
    </li>
  )
}

/**
 * 商品评价 under the goods' description: the mean stars and 好评率, then each rating (stars,
 * text, 晒单 photos that open larger, the masked name and the date), 10 a page. Read in the
 * browser after the page is shown; guests see it too.
 */
export function ItemRatings({ itemId, http }: { itemId: number; http?: Http }) {
  const [page, setPage] = useState(1)
  const [data, setData] = useState<ItemRateList | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let live = true
    getItemRates(http ?? getApi(), itemId, page, { silent: true }).then(
      (answer) => {
        if (!live) return
        setData(answer)
        setFailed(false)
      },
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [http, itemId, page])

  return (
    <section className="mf-item-rates" aria-labelledby="mf-item-rates-title">
      <h2 className="mf-item-section-title" id="mf-item-rates-title">
        商品评价{data && data.total_count > 0 ? `（${data.total_count}）` : ''}
      </h2>
      {failed && !data && <p className="mf-item-rates__empty">评价加载失败，请稍后刷新重试</p>}
      {data && data.total_count === 0 && <p className="mf-item-rates__empty">暂无评价</p>}
      {data && data.total_count > 0 && (
        <>
          <p className="mf-item-rates__summary">
            好评率 <strong>{data.good_rate}%</strong>
            <span className="mf-item-rates__average">平均 {data.average_star.toFixed(1)} 分</span>
          </p>
          <ul className="mf-item-rates__list">
            {data.list.map((rate) => (
              <RateEntry key={rate.rate_id} rate={rate} />
            ))}
          </ul>
          <Pagination current={page} total={data.total_count} pageSize={RATES_PAGE_SIZE} onChange={setPage} />
        </>
      )}
    </section>
  )
}
