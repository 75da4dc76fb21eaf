export { W0017 } from './Component.tsx'
export type { W0017Settings } from './Component.tsx'
