export { W0019 } from './Component.tsx'
export type { W0019Settings } from './Component.tsx'
export type { NearbyShop, NearbyShopsData, ShopTag } from './shops.ts'
