export { W0018 } from './Component.tsx'
export type { GoodsGroup } from './Component.tsx'
