export { W0016 } from './Component.tsx'
export type { W0016Settings } from './Component.tsx'
