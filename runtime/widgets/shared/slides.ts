/** Splits a list into pages of `size` (products per showcase slide, coupons per slide; spec 9). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = []
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size))
  return pages
}
