import { color, number } from './build.ts'
import type { HintSet } from './types.ts'

/** W0010 迷你购物车. */
export const W0010Hints: HintSet = {
  fields: {
    fontSize: number('字号'),
    wgtBorderRadius: number('边框粗细'),
    wgtTheme: color('图标与悬停颜色'),
    wgtTextColor: color('文字颜色'),
    wgtAaaa: color('边框颜色'),
  },
  hidden: {},
}
