export { W0019 } from './Component.tsx'

export type { NearbyShop } from './shops.ts'
