import { CONFIRM, GROUP, goods, image, link, list } from './build.ts'
import { SHOP_TOP_IMAGE } from '../widgets/W0020.ts'
import { shopBlockHints } from './shared.ts'
import type { HintSet } from './types.ts'

const PICKED = 'copied from the shop chosen with the shop picker'

/** W0020 推荐店铺: each block is a chosen shop with its top image, link and 3 goods. */
export const W0020Hints: HintSet = {
  fields: {
    ...shopBlockHints,
    data: list('商铺', '商铺', CONFIRM.shop),
    'data/*': {
      label: '所选商铺',
      kind: 'shop',
      tab: 'settings',
      group: GROUP.content,
      confirmDelete: CONFIRM.clearShop,
      editsPart: true,
    },
    'data/*/shop_pic': image('顶部图片', { help: `建议尺寸 ${SHOP_TOP_IMAGE.width}×${SHOP_TOP_IMAGE.height}` }),
    'data/*/pathData': link('店铺链接', { group: GROUP.content, help: '不设置时进入店铺首页' }),
    'data/*/goods_list': goods('商品'),
  },
  hidden: {
    'data/*/shop_id': PICKED,
    'data/*/shop_name': PICKED,
    'data/*/banner': PICKED,
    'data/*/logo': PICKED,
    'data/*/tag_list': PICKED,
  },
}
