import { CONFIRM, GROUP, coupons, goods, image, link, list, select, text } from './build.ts'
import type { EditorHint, HintSet } from './types.ts'

/**
 * W0012 橱窗卡片: `data` is a tuple of five lists and styleType picks the one shown, so each list
 * is only edited while its style is chosen.
 */

const shownFor = (styleType: number) => ({ visibleWhen: { path: 'styleType', values: [styleType] } })

function window(index: number, count: number): Record<string, EditorHint> {
  return {
    [`data/${index}`]: list(`橱窗图片（${count} 张）`, '图片', CONFIRM.item, shownFor(index)),
    [`data/${index}/*/imgUrl`]: image('图片'),
    [`data/${index}/*/pathData`]: link('链接', { group: GROUP.content }),
  }
}

export const W0012Hints: HintSet = {
  fields: {
    mainTitle: text('主标题'),
    subTitle: text('副标题'),
    linkPath: link('标题链接'),
    styleType: select('橱窗样式', [
      { value: 0, label: '两图橱窗' },
      { value: 1, label: '三图橱窗' },
      { value: 2, label: '四图橱窗' },
      { value: 3, label: '商品组' },
      { value: 4, label: '优惠券组' },
    ]),
    ...window(0, 2),
    ...window(1, 3),
    ...window(2, 4),
    'data/3': list('商品组', '商品组', CONFIRM.goodsList, shownFor(3)),
    'data/3/*/data': goods('商品', { limit: 4 }),
    'data/4': list('优惠券组', '优惠券组', CONFIRM.item, shownFor(4)),
    'data/4/*/data': coupons('优惠券', { limit: 3 }),
  },
  hidden: {
    'data/3/*/type': 'marks the group kind; always goods',
    'data/4/*/type': 'marks the group kind; always coupon',
  },
}
