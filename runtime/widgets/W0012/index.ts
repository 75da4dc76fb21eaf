export { W0012 } from './Component.tsx'
export type { W0012Data } from './Component.tsx'
