export { W0021 } from './Component.tsx'
