import { CONFIRM, GROUP, image } from './build.ts'
import type { HintSet } from './types.ts'

/** W0003 热区图片: the image, then zones drawn on it. */
export const W0003Hints: HintSet = {
  fields: {
    imgUrl: image('热区图片'),
    data: {
      label: '热区',
      kind: 'hotzones',
      tab: 'settings',
      group: GROUP.content,
      itemLabel: '热区',
      confirmDelete: CONFIRM.item,
    },
  },
  hidden: {},
}
