import { APPLIANCE_GOODS } from './appliances.ts'
import { BABY_GOODS } from './baby.ts'
import { BEAUTY_GOODS } from './beauty.ts'
import { BOOK_GOODS } from './books.ts'
import { COMPUTER_GOODS } from './computers.ts'
import { DIGITAL_GOODS } from './digital.ts'
import { FASHION_GOODS } from './fashion.ts'
import { FOOD_GOODS } from './food.ts'
import { HOME_GOODS } from './home.ts'
import { SPORTS_GOODS } from './sports.ts'
import type { GoodsDef } from './types.ts'

export type { GoodsDef, SpecValueDef } from './types.ts'
export { POINT_GOODS } from './points.ts'

export const CATALOG_GOODS: GoodsDef[] = [
  ...DIGITAL_GOODS,
  ...COMPUTER_GOODS,
  ...APPLIANCE_GOODS,
  ...FASHION_GOODS,
  ...BEAUTY_GOODS,
  ...FOOD_GOODS,
  ...BABY_GOODS,
  ...HOME_GOODS,
  ...SPORTS_GOODS,
  ...BOOK_GOODS,
]
