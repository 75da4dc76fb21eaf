export { W0016 } from './Component.tsx'
