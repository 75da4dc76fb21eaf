export { W0021 } from './Component.tsx'
export type { W0021Settings } from './Component.tsx'
