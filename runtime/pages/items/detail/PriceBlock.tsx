import { formatPrice } from '../../../../schemas/money.ts'
import type { DetailSku, ItemPageDetail } from './item-detail-types.ts'

export interface PriceBlockProps {
  item: ItemPageDetail
  sku: DetailSku | undefined
  seckill: boolean
  loggedIn: boolean
}

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && n > 0

/** Price with its label (价格 / 秒杀价 / 会员价), the struck market price, the member price and the VIP guide. */
export function PriceBlock({ item, sku, seckill, loggedIn }: PriceBlockProps) {
  const price = sku?.price ?? item.price
  const actPrice = sku?.act_price ?? item.act_price
  const memberPrice = sku?.member_price ?? item.member_price
  const marketPrice = sku?.market_price ?? item.market_price
  const memberCheaper = positive(memberPrice) && memberPrice < price

  let label = '价格'
  let shown = price
  if (seckill && positive(actPrice)) {
    label = '秒杀价'
    shown = actPrice
  } else if (loggedIn && memberCheaper) {
    label = '会员价'
    shown = memberPrice
  }
  const guide = item.vipgrade_guide_title

  return (
    <div className="mf-item-price">
      <div className="mf-item-row">
        <span className="mf-item-row__label">{label}</span>
        <span className="mf-item-price__main">{formatPrice(shown)}</span>
        {positive(marketPrice) && marketPrice > shown && (
          <s className="mf-item-price__market">{formatPrice(marketPrice)}</s>
        )}
      </div>
      {label === '会员价' && (
        <div className="mf-item-row">
          <span className="mf-item-row__label">价格</span>
          <s className="mf-item-price__regular">{formatPrice(price)}</s>
        </div>
      )}
      {label !== '会员价' && memberCheaper && (
        <div className="mf-item-row">
          <span className="mf-item-row__label">会员价</span>
          <span className="mf-item-price__member">{formatPrice(memberPrice)}</span>
        </div>
      )}
      {guide?.guide_title_desc && (
        <p className="mf-item-price__guide">
          <span className="mf-item-price__grade">{guide.vipgrade_name}</span>
          {guide.guide_title_desc}
        </p>
      )}
    </div>
  )
}
