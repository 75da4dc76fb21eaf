export { W0014 } from './Component.tsx'
export type { W0014Settings } from './Component.tsx'
