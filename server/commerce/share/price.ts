/** Cents as '¥1,299.00' (spec 9: two decimals, thousands separators, currency symbol ¥). */
export function yuan(cents: number): string {
  const value = (cents / 100).toFixed(2)
  const [whole, fraction] = value.split('.')
  return `¥${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`
}
