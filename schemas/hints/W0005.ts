import { CONFIRM, GROUP, goods, list, text } from './build.ts'
import type { HintSet } from './types.ts'

/** W0005 商品橱窗(选项卡). */
export const W0005Hints: HintSet = {
  fields: {
    text: text('标题'),
    data: list('选项卡', '选项卡', CONFIRM.item),
    'data/*/text': text('选项卡名称', { group: GROUP.content }),
    'data/*/data': goods('商品'),
  },
  hidden: {
    'data/*/tagList': 'kept from stored templates; the showcase does not show tab tags',
  },
}
