import { DEFAULT_THEME_COLOR } from '../page.ts'
import { color, toggle } from './build.ts'
import type { HintSet } from './types.ts'

/** W0000 page settings: the 页面设置 tab shown while no widget is selected. */
export const pageHints: HintSet = {
  fields: {
    backgroundColor: color('背景颜色'),
    themeColor: color('主题颜色', { help: `默认 ${DEFAULT_THEME_COLOR}` }),
    merchantSettlement: toggle('商家入驻', { help: '在顶部栏显示商家入驻入口' }),
  },
  hidden: {},
}
