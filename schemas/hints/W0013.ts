import { color } from './build.ts'
import { MENU_ENTRY_COLOUR_HIDDEN, menuEntryHints } from './shared.ts'
import type { HintSet } from './types.ts'

/** W0013 滚动导航. */
export const W0013Hints: HintSet = {
  fields: {
    wgtTextColor: color('文字颜色'),
    wgtTheme: color('选中颜色'),
    ...menuEntryHints('导航项', '导航项'),
  },
  hidden: { ...MENU_ENTRY_COLOUR_HIDDEN },
}
