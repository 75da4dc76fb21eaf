export { W0020 } from './Component.tsx'
export type { RecommendedShop } from './Component.tsx'
