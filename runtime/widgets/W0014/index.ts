export { W0014 } from './Component.tsx'
