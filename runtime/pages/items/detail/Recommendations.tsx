import { useRef } from 'react'
import { Link } from 'react-router-dom'
import type { ItemCard } from '../../../api/catalogue-types.ts'
import { GoodsCard } from '../../../components/goods-card/GoodsCard.tsx'
import { SafeImage } from '../../../components/goods-card/SafeImage.tsx'
import { formatPrice } from '../../../../schemas/money.ts'

type Recommended = ItemCard & { item_name?: string; imgUrl?: string }

const nameOf = (goods: Recommended) => goods.item_name || goods.title

/** The 推荐商品 side strip: 5 goods with image, name and price. */
export function RecommendStrip({ list }: { list: Recommended[] }) {
  if (list.length === 0) return null
  return (
    <aside className="mf-item-recommend" aria-labelledby="mf-item-recommend-title">
      <h2 className="mf-item-recommend__title" id="mf-item-recommend-title">
        推荐商品
      </h2>
      <ul>
        {list.slice(0, 5).map((goods) => (
          <li key={goods.item_id}>
            <Link to={`/items/${goods.item_id}`} className="mf-item-recommend__link">
              <SafeImage src={goods.imgUrl || goods.image_default_id} alt={nameOf(goods)} width={160} height={160} />
              <span className="mf-item-recommend__name">{nameOf(goods)}</span>
              <span className="mf-item-recommend__price">{formatPrice(goods.price)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  )
}

/** A carousel of goods cards, 4 per view (2 under 768 px, by CSS), paged with arrows. */
export function RecommendCarousel({ list }: { list: Recommended[] }) {
  const track = useRef<HTMLUListElement>(null)
  if (list.length === 0) return null
  const page = (direction: 1 | -1) => {
    const el = track.current
    if (el) el.scrollBy({ left: direction * el.clientWidth, behavior: 'smooth' })
  }
  return (
    <section className="mf-item-carousel" aria-labelledby="mf-item-carousel-title">
      <h2 className="mf-item-section-title" id="mf-item-carousel-title">
        猜你喜欢
      </h2>
      <div className="mf-item-carousel__frame">
        <button type="button" className="mf-item-carousel__arrow is-prev" aria-label="上一组" onClick={() => page(-1)}>
          ‹
        </button>
        <ul className="mf-item-carousel__track" ref={track}>
          {list.map((goods) => (
            <li key={goods.item_id}>
              <GoodsCard goods={{ ...goods, item_name: nameOf(goods) }} />
            </li>
          ))}
        </ul>
        <button type="button" className="mf-item-carousel__arrow is-next" aria-label="下一组" onClick={() => page(1)}>
          ›
        </button>
      </div>
    </section>
  )
}
