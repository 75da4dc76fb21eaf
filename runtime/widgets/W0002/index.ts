export { W0002 } from './Component.tsx'
