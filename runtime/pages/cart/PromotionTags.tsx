import type { CartLine } from '../../api/cart.ts'

interface LinePromotionsProps {
  line: CartLine
  disabled: boolean
  onChoose: (promotionId: number) => void
}

/**
 * The promotions covering a line as tags; when more than one could apply, the shopper picks the
 * one the line takes part in (cartupdate/batch selected_promotion).
 */
export function LinePromotions({ line, disabled, onChoose }: LinePromotionsProps) {
  const promotions = line.goodspromotion
  if (promotions.length === 0) return null
  const chosen = line.selected_promotion ?? promotions[0]!.promotion_id
  if (promotions.length === 1) {
    const [only] = promotions
    return (
      <p className="mf-cart-promos">
        <PromotionTag tag={only!.promotion_tag} />
        <span className="mf-cart-promos__name">{only!.marketing_name}</span>
      </p>
    )
  }
  return (
    <p className="mf-cart-promos">
      <PromotionTag tag={promotions.find((p) => p.promotion_id === chosen)?.promotion_tag ?? '促销'} />
      <select
        className="mf-cart-promos__select"
        aria-label={`${line.title} 参加的促销`}
        value={chosen}
        disabled={disabled}
        onChange={(event) => onChoose(Number(event.target.value))}
      >
        {promotions.map((p) => (
          <option key={p.promotion_id} value={p.promotion_id}>
            {p.promotion_tag} {p.marketing_name}
          </option>
        ))}
      </select>
    </p>
  )
}

export function PromotionTag({ tag }: { tag: string }) {
  return <span className="mf-tag mf-cart-tag">{tag}</span>
}
