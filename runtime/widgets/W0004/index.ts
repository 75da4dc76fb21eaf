export { W0004 } from './W0004.tsx'
