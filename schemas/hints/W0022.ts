import { color, number, text, toggle } from './build.ts'
import { MENU_ENTRY_COLOUR_HIDDEN, menuEntryHints } from './shared.ts'
import type { HintSet } from './types.ts'

/** W0022 主类目导航. */
export const W0022Hints: HintSet = {
  fields: {
    text: text('按钮文字'),
    hover: toggle('类目列表常驻展开', { help: '关闭时鼠标移入才展开' }),
    wgtFontSize: number('字号'),
    wgtTheme: color('按钮背景色'),
    wgtTextColor: color('按钮文字颜色'),
    wgtBackgroundColor: color('导航背景色'),
    wgtMenuTextColor: color('菜单文字颜色'),
    wgtSelectColor: color('选中颜色'),
    ...menuEntryHints('自定义菜单', '菜单'),
  },
  hidden: {
    ...MENU_ENTRY_COLOUR_HIDDEN,
    categoryData: 'the server replaces it with the live category tree',
  },
}
