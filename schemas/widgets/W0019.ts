import { Type, type Static } from '@sinclair/typebox'
import { Tag } from '../entries.ts'
import { commonDefaults, commonFields, deepFreeze } from '../style.ts'
import { shopBlockFields } from './shop-fields.ts'
import { shopBlockDefaults } from './title-bar-defaults.ts'

/**
 * W0019 附近门店 (nearby shops): tag tabs (index 0 = all) and up to 10 shop cards found from the
 * viewer's location, so the stored widget keeps only its tag choice, never shops.
 */

export const W0019_NAME = '附近门店'

export const W0019Settings = Type.Object({
  ...commonFields('W0019'),
  ...shopBlockFields('附近门店', 5),
  /** Tags offered as tabs. */
  selectTagList: Type.Array(Tag, { maxItems: 20, default: [] }),
  /** The tags that existed when the operator chose (designer display only). */
  allTagList: Type.Array(Tag, { maxItems: 200, default: [] }),
  /** Hide shops whose tags are not among the selected ones. */
  wgtHideUnselectedItems: Type.Boolean({ default: false }),
  data: Type.Array(Type.Object({}, { additionalProperties: true }), { maxItems: 10, default: [] }),
})
export type W0019 = Static<typeof W0019Settings>

export const w0019Defaults: W0019 = deepFreeze({
  ...commonDefaults('W0019', 'nearbyshops', { height: 565 }),
  ...shopBlockDefaults('附近门店', 5),
  selectTagList: [],
  allTagList: [],
  wgtHideUnselectedItems: false,
  data: [],
})
