export { W0010 } from './Component.tsx'
