export { W0008 } from './W0008.tsx'
export { searchHeight } from './search-height.ts'
