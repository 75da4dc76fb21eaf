export { W0015 } from './Component.tsx'
export type { W0015Settings } from './Component.tsx'
export { formatPriceFixed } from './price.ts'
