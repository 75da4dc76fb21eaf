export { W0001 } from './Component.tsx'
