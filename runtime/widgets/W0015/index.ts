export { W0015 } from './Component.tsx'
