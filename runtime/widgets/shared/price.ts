import { formatPrice } from '../../../schemas/money.ts'

/**
 * A price in yuan with the widget's number of decimals (wgtToFixed, 0-2; spec 5). Two decimals is
 * the site-wide format; fewer round the cents in integer arithmetic, keeping thousands separators.
 */
export function formatPriceFixed(cents: number | null | undefined, decimals: number | undefined): string {
  const places =
    decimals === undefined || !Number.isFinite(decimals) ? 2 : Math.min(2, Math.max(0, Math.trunc(decimals)))
  const full = formatPrice(cents)
  if (places === 2 || full === '-') return full
  const unit = 10 ** (2 - places)
  const rounded = Math.round(Number(cents) / unit) * unit
  const text = formatPrice(rounded)
  return places === 0 ? text.slice(0, -3) : text.slice(0, -1)
}
