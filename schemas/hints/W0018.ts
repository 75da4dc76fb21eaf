import { CONFIRM, color, goods, image, list, number, text } from './build.ts'
import { carouselHints } from './shared.ts'
import type { HintSet } from './types.ts'

/** W0018 热卖商品轮播: groups of goods, one group per slide. */
export const W0018Hints: HintSet = {
  fields: {
    mainTitle: text('标题'),
    ...carouselHints,
    wgtTitleFontSize: number('商品名字号'),
    wgtPriceFontSize: number('价格字号'),
    wgtToFixed: number('价格小数位'),
    wgtTitleColor: color('商品名颜色'),
    wgtPriceColor: color('价格颜色'),
    data: list('商品列表', '商品列表', CONFIRM.goodsList),
    'data/*/imgUrl': image('缩略图', { help: '指示器为缩略图样式时显示' }),
    'data/*/data': goods('商品'),
  },
  hidden: {},
}
