import type { Shop } from '../../api/shops.ts'
import { ShopCard } from './ShopCard.tsx'

export function ShopGrid({ shops, empty }: { shops: Shop[]; empty: string }) {
  if (shops.length === 0) return <p className="mf-shops__empty">{empty}</p>
  return (
    <ul className="mf-shops__grid">
      {shops.map((shop) => (
        <li key={shop.distributor_id}>
          <ShopCard shop={shop} />
        </li>
      ))}
    </ul>
  )
}
