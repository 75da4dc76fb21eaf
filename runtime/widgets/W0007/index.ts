export { W0007 } from './Component.tsx'
