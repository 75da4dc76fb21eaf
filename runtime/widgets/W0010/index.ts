export { W0010 } from './W0010.tsx'
