export { W0003 } from './W0003.tsx'
