export { W0003 } from './Component.tsx'
