export { W0001 } from './W0001.tsx'
