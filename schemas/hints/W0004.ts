import { CONFIRM, GROUP, image, link, list, select, text } from './build.ts'
import { moreLinkHints } from './shared.ts'
import type { HintSet } from './types.ts'

/** W0004 品牌墙. */
export const W0004Hints: HintSet = {
  fields: {
    text: text('标题'),
    column: select('每行数量', [
      { value: 3, label: '3 个' },
      { value: 4, label: '4 个' },
      { value: 5, label: '5 个' },
    ]),
    ...moreLinkHints,
    data: list('品牌', '品牌', CONFIRM.item),
    'data/*/imgUrl': image('品牌标志'),
    'data/*/pathData': link('链接', { group: GROUP.content }),
  },
  hidden: {
    logoWidth: 'the logo size follows from the column count (spec 9: logo height 60% of its width)',
    logoHeight: 'the logo size follows from the column count (spec 9: logo height 60% of its width)',
  },
}
