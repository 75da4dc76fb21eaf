import { ALIGN_OPTIONS, color, goods, number, select, text } from './build.ts'
import { moreLinkHints } from './shared.ts'
import type { HintSet } from './types.ts'

/** W0002 商品. */
export const W0002Hints: HintSet = {
  fields: {
    text: text('标题'),
    titleAlign: select('标题对齐', ALIGN_OPTIONS),
    wgtTitleFontSize: number('标题字号'),
    wgtPriceFontSize: number('价格字号'),
    titleBackground: color('标题背景色'),
    wgtTitleColor: color('标题颜色'),
    wgtPriceColor: color('价格颜色'),
    ...moreLinkHints,
    data: goods('商品'),
  },
  hidden: {},
}
