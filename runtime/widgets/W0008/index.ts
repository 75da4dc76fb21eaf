export { W0008 } from './Component.tsx'
