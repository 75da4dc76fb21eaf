import { GROUP, shopTags, toggle } from './build.ts'
import { shopBlockHints } from './shared.ts'
import type { HintSet } from './types.ts'

/** W0019 附近门店: shops come from the shopper's location, so only the tag tabs are chosen. */
export const W0019Hints: HintSet = {
  fields: {
    ...shopBlockHints,
    selectTagList: shopTags('标签页', { help: '第一个标签页为全部门店' }),
    wgtHideUnselectedItems: toggle('隐藏未选标签的门店', { group: GROUP.content }),
  },
  hidden: {
    allTagList: 'a snapshot of the tags offered, for display only',
    data: 'nearby shops are found from the shopper’s location at run time',
  },
}
