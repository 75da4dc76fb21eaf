export { W0020, TOP_IMAGE } from './Component.tsx'
export type { RecommendedShop, W0020Settings } from './Component.tsx'
