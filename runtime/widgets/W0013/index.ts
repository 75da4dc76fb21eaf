export { W0013, SCROLL_STEP } from './Component.tsx'
export type { W0013Settings } from './Component.tsx'
