import { color, number } from './build.ts'
import { showcaseTabHints } from './shared.ts'
import type { HintSet } from './types.ts'

/** W0015 精品橱窗. */
export const W0015Hints: HintSet = {
  fields: {
    ...showcaseTabHints,
    wgtTitleFontSize: number('商品名字号'),
    wgtPriceFontSize: number('价格字号'),
    wgtToFixed: number('价格小数位'),
    wgtTitleColor: color('商品名颜色'),
    wgtPriceColor: color('价格颜色'),
  },
  hidden: {},
}
