export { W0006 } from './W0006.tsx'
