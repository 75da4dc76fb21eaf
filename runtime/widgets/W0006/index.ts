export { W0006 } from './Component.tsx'
