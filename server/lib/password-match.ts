import { hashPassword, verifyPassword } from './password.ts'

/**
 * Unknown accounts are checked against this hash too, so the answer takes as long as for a
 * known account and timing does not tell which mobiles are registered.
 */
let decoyHash: Promise<string> | undefined
const decoy = () => (decoyHash ??= hashPassword('decoy-password-0'))

/** Whether `password` matches the stored hash; an account that does not exist (`undefined`) never matches. */
export async function passwordMatches(password: string, stored: string | undefined): Promise<boolean> {
  if (stored === undefined) {
    await verifyPassword(password, await decoy())
    return false
  }
  return verifyPassword(password, stored)
}
