import type { ResolvedGoods } from '../../settings.ts'

/** A showcase tab (spec 3 "W0014/W0015/W0017": data tabs of text and products). */
export interface ShowcaseTab {
  text?: string
  data?: ResolvedGoods[]
}

/** How a showcase draws its goods' names and prices. */
export interface GoodsLook {
  titleColor?: string
  titleFontSize?: number
  priceColor?: string
  priceFontSize?: number
  /** Price decimals, 0-2. */
  decimals?: number
  /** Shows each goods' brief line in this colour and size (W0017). */
  subTitleColor?: string
  subTitleFontSize?: number
}
