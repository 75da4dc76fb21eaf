import {
  ALIGN_OPTIONS,
  CONFIRM,
  GROUP,
  INDICATOR_OPTIONS,
  color,
  goods,
  link,
  list,
  number,
  select,
  text,
  toggle,
} from './build.ts'
import type { EditorHint } from './types.ts'

/** Hints of field groups several widgets share (the schemas share them the same way). */

type Fields = Record<string, EditorHint>

/** The more link of W0002 and W0004. */
export const moreLinkHints: Fields = {
  showMore: toggle('显示更多', { group: GROUP.more }),
  moreText: text('更多文字', { group: GROUP.more }),
  wgtMoreFontSize: number('更多字号', { group: GROUP.more }),
  moreLinkData: link('更多链接', { group: GROUP.more }),
}

/** schemas/widgets/shop-fields.ts titleBarFields (W0019-W0021). */
export const titleBarHints: Fields = {
  text: text('标题'),
  subTitle: text('副标题'),
  titleAlign: select('标题对齐', ALIGN_OPTIONS),
  wgtHiddenTitle: toggle('隐藏标题栏'),
  wgtTitleFontSize: number('标题字号'),
  titleBackground: color('标题栏背景色'),
  wgtTitleColor: color('标题颜色'),
  showMore: toggle('显示更多', { group: GROUP.more }),
  moreText: text('更多文字', { group: GROUP.more }),
  wgtMoreFontSize: number('更多字号', { group: GROUP.more }),
  wgtMoreColor: color('更多文字颜色', { group: GROUP.more }),
  moreLinkData: link('更多链接', { group: GROUP.more }),
}

/** schemas/widgets/shop-fields.ts shopBlockFields (W0019, W0020). */
export const shopBlockHints: Fields = {
  ...titleBarHints,
  columnNums: number('每行店铺数', { group: GROUP.basic }),
  wgtShopNameFontSize: number('店铺名字号'),
  wgtBorderWidth: number('卡片边框宽度'),
  wgtShopNameColor: color('店铺名颜色'),
  wgtBorderColor: color('卡片边框颜色'),
  wgtTagColor: color('标签颜色'),
  wgtBackgroundColor: color('卡片背景色'),
}

/** schemas/widgets/showcase-tabs.ts showcaseTabFields (W0014, W0015, W0017). */
export const showcaseTabHints: Fields = {
  text: text('标题'),
  wgtBorderRadius: toggle('圆角卡片'),
  wgtTextColor: color('文字颜色'),
  wgtBackgroundColor: color('背景颜色'),
  data: list('选项卡', '选项卡', CONFIRM.item),
  'data/*/text': text('选项卡名称', { group: GROUP.content }),
  'data/*/data': goods('商品'),
}

/** Menu entries (schemas/entries.ts MenuEntry) of W0008, W0013 and W0022: a title and a link. */
export const menuEntryHints = (listLabel: string, itemLabel: string): Fields => ({
  data: list(listLabel, itemLabel, CONFIRM.item),
  'data/*/title': text('名称', { group: GROUP.content }),
  'data/*/pathData': link('链接', { group: GROUP.content }),
})

/** Only W0007 colours its hot keywords one by one. */
export const MENU_ENTRY_COLOUR_HIDDEN = {
  'data/*/wgtHotKeywordTextColor': 'only the W0007 hot keywords are coloured one by one',
}

/** Autoplay and indicator of W0001 and W0018. */
export const carouselHints: Fields = {
  autoplay: toggle('自动播放', { group: GROUP.carousel }),
  autoplaySpeed: number('间隔（毫秒）', { group: GROUP.carousel, step: 100 }),
  styleType: select('指示器样式', INDICATOR_OPTIONS, { group: GROUP.carousel }),
  pointAlign: select('指示器位置', ALIGN_OPTIONS, { group: GROUP.carousel }),
  pointDefaultColor: color('指示器颜色'),
  pointActiveColor: color('指示器高亮色'),
}
