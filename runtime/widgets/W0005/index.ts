export { W0005 } from './Component.tsx'
