import { GROUP, color, image, link, number } from './build.ts'
import { showcaseTabHints } from './shared.ts'
import type { HintSet } from './types.ts'

/** W0017 专题橱窗: a feature image beside the tabs. */
export const W0017Hints: HintSet = {
  fields: {
    ...showcaseTabHints,
    'mainGoods/goods_pic': image('专题主图'),
    'mainGoods/pathData': link('主图链接', { group: GROUP.content }),
    wgtSubTitleFontSize: number('商品简介字号'),
    wgtSubTitleColor: color('商品简介颜色'),
  },
  hidden: {},
}
