export { W0004 } from './Component.tsx'
