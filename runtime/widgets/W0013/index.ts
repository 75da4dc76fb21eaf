export { W0013 } from './Component.tsx'
