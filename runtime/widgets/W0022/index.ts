export { W0022 } from './Component.tsx'
export type { CategoryNode, W0022Settings } from './Component.tsx'
