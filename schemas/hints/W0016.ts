import { CONFIRM, GROUP, color, image, link, list, number, text } from './build.ts'
import type { HintSet } from './types.ts'

/** W0016 营销橱窗: a title block and exactly two images. */
export const W0016Hints: HintSet = {
  fields: {
    mainTitle: text('主标题'),
    subTitle: text('副标题'),
    linkPath: link('标题链接'),
    wgtTitleFontSize: number('主标题字号'),
    wgtSubTitleFontSize: number('副标题字号'),
    wgtTitleColor: color('主标题颜色'),
    wgtSubTextColor: color('副标题颜色'),
    wgtBackgroundColor: color('背景颜色'),
    data: list('橱窗图片', '图片', CONFIRM.item),
    'data/*/imgUrl': image('图片'),
    'data/*/pathData': link('链接', { group: GROUP.content }),
  },
  hidden: {
    styleType: 'a single layout exists; stored templates carry the value',
  },
}
