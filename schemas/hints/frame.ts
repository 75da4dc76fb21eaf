import type { FramePart } from '../frame-config.ts'
import { CONFIRM, GROUP, image, list, text } from './build.ts'
import type { HintSet } from './types.ts'

/**
 * The header's and footer's settings forms (schemas/layout.ts HeaderConfig, FooterConfig), edited
 * in the designer like a page's settings. Links are site paths or http(s) addresses typed as text:
 * the schema refuses anything else (javascript: and the like) and the problems panel says so.
 */

const HREF_HELP = '站内路径（如 /items）或以 http(s):// 开头的地址'

const headerHints: HintSet = {
  fields: {
    'logo/imgUrl': image('店铺标志', { group: GROUP.basic }),
    'logo/alt': text('标志说明文字', { help: '图片无法显示时代替它，也供读屏软件朗读' }),
    hotKeywords: list('热门搜索词', '搜索词', CONFIRM.item, { help: '显示在搜索框下方，最多5个' }),
    'hotKeywords/*': text('搜索词'),
    navs: list('导航链接', '导航', CONFIRM.item),
    'navs/*/title': text('导航名称'),
    'navs/*/href': text('链接地址', { help: HREF_HELP }),
  },
  hidden: {},
}

const footerHints: HintSet = {
  fields: {
    'params/services': list('服务承诺', '服务承诺', CONFIRM.item),
    'params/services/*/title': text('标题'),
    'params/services/*/desc': text('说明'),
    'params/columns': list('链接栏目', '栏目', CONFIRM.item),
    'params/columns/*/title': text('栏目名称'),
    'params/columns/*/links': list('链接', '链接', CONFIRM.item),
    'params/columns/*/links/*/title': text('链接名称'),
    'params/columns/*/links/*/href': text('链接地址', { help: HREF_HELP }),
    'params/copyright': text('版权信息', { group: GROUP.basic }),
    'params/icp': text('备案号', { group: GROUP.basic }),
  },
  hidden: {},
}

export const frameHints: Record<FramePart, HintSet> = { header: headerHints, footer: footerHints }
