export { W0005 } from './W0005.tsx'
