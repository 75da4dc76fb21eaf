import { CONFIRM, GROUP, color, link, list, number, text, toggle } from './build.ts'
import type { HintSet } from './types.ts'

/** W0007 分类导航菜单. */
export const W0007Hints: HintSet = {
  fields: {
    hover: toggle('分类列表常驻展开', { help: '关闭时鼠标移入才展开' }),
    menuTop: number('列表下移（px）', { group: GROUP.basic }),
    wgtTypeBackgroundColor: color('分类按钮背景色'),
    wgtTypeLabelColor: color('分类按钮文字颜色'),
    wgtBackgroundColor: color('列表背景色'),
    wgtTextColor: color('列表文字颜色'),
    wgtSubTextColor: color('子类目文字颜色'),
    wgtSelectColor: color('选中颜色'),
    data: list('热门关键词', '关键词', CONFIRM.item),
    'data/*/title': text('名称', { group: GROUP.content }),
    'data/*/pathData': link('链接', { group: GROUP.content }),
    'data/*/wgtHotKeywordTextColor': color('文字颜色', { group: GROUP.content }),
  },
  hidden: {
    categoryData: 'the server replaces it with the live category tree',
  },
}
