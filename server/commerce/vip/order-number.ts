import { randomInt } from 'node:crypto'

/** Public order number: the local date (YYYYMMDD) and 10 random digits, e.g. 202611231234567890. */
export function newOrderNumber(at = new Date()): string {
  const date = `${at.getFullYear()}${String(at.getMonth() + 1).padStart(2, '0')}${String(at.getDate()).padStart(2, '0')}`
  return `${date}${String(randomInt(0, 100_000)).padStart(5, '0')}${String(randomInt(0, 100_000)).padStart(5, '0')}`
}
