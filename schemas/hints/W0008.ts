import { GROUP, color, number, text, toggle } from './build.ts'
import { MENU_ENTRY_COLOUR_HIDDEN, menuEntryHints } from './shared.ts'
import type { HintSet } from './types.ts'

/** W0008 搜索: 38 px high, 66 with hot keywords. */
export const W0008Hints: HintSet = {
  fields: {
    placeholder: text('占位文字'),
    isShowBtn: toggle('显示搜索按钮'),
    focusWidth: number('聚焦时宽度（px）', { group: GROUP.basic, help: '0 表示不变宽' }),
    wgtTheme: color('边框与按钮颜色'),
    wgtTextColor: color('按钮文字颜色'),
    wgtTextColor1: color('输入文字颜色'),
    wgtTextColor2: color('提示文字颜色'),
    ...menuEntryHints('热门关键词', '关键词'),
  },
  hidden: { ...MENU_ENTRY_COLOUR_HIDDEN },
}
