/** Check digits of the two national identity codes an application carries. */

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const ID_CHECK = '10X98765432'

/** Resident ID number (GB 11643): 17 digits, a real birth date at 7-14, and an ISO 7064 MOD 11-2 check character. */
export function isValidResidentId(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false
  const [y, m, d] = [Number(id.slice(6, 10)), Number(id.slice(10, 12)), Number(id.slice(12, 14))]
  const birth = new Date(Date.UTC(y, m - 1, d))
  if (
    y < 1900 ||
    birth.getUTCFullYear() !== y ||
    birth.getUTCMonth() !== m - 1 ||
    birth.getUTCDate() !== d ||
    birth.getTime() > Date.now()
  ) {
    return false
  }
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(id[i]), 0)
  return ID_CHECK[sum % 11] === id[17]
}

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

/** Unified social credit code (GB 32100): 18 characters without I, O, S, V, Z and a MOD 31 check character. */
export function isValidCreditCode(code: string): boolean {
  if (code.length !== 18) return false
  const values = [...code].map((c) => USCC_CHARS.indexOf(c))
  if (values.some((v) => v < 0)) return false
  const sum = USCC_WEIGHTS.reduce((acc, w, i) => acc + w * values[i], 0)
  return values[17] === (31 - (sum % 31)) % 31
}
