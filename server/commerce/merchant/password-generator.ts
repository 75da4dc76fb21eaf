import { randomInt } from 'node:crypto'

/** Letters and digits without look-alikes (0/O, 1/l/I), so a password read off a screen types correctly. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789'

/** A random password meeting the login rule of spec 5: 8-20 letters and digits, mixing both. */
export function generatePassword(length = 12): string {
  for (;;) {
    const password = Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
    if (/\d/.test(password) && /[A-Za-z]/.test(password)) return password
  }
}
