import { CONFIRM, GROUP, image, link, list } from './build.ts'
import { carouselHints } from './shared.ts'
import type { HintSet } from './types.ts'

/** W0001 轮播图. */
export const W0001Hints: HintSet = {
  fields: {
    ...carouselHints,
    data: list('轮播图', '轮播图', CONFIRM.slide),
    'data/*/imgUrl': image('图片'),
    'data/*/pathData': link('链接', { group: GROUP.content }),
  },
  hidden: {},
}
