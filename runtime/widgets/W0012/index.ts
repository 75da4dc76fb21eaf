export { W0012 } from './Component.tsx'
export type { W0012Data, W0012Settings } from './Component.tsx'
