export { W0017 } from './Component.tsx'
