export { W0018, DEFAULT_AUTOPLAY_SPEED } from './Component.tsx'
export type { GoodsGroup, W0018Settings } from './Component.tsx'
