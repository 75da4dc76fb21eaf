export { W0002 } from './W0002.tsx'
