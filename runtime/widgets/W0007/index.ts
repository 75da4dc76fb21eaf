export { W0007 } from './W0007.tsx'
