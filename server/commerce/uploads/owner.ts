import { KEY_PATTERN, newUploadKey } from '../../designer-api/uploads/upload-token.ts'

/**
 * Whose photo a file is: a member (after-sales evidence, 晒单) or a merchant (licences). The owner
 * is written into the storage key (`member/<id>/…`, `shop/<id>/…`), which the upload token signs,
 * so the storage endpoint learns the owner from the token alone.
 */
export interface UploadOwner {
  kind: 'member' | 'shop'
  id: number
}

export function newOwnerKey(owner: UploadOwner, at: Date = new Date()): string {
  return newUploadKey(at, `${owner.kind}/${owner.id}`)
}

const OWNER_KEY = /^(member|shop)\/(\d{1,10})\//

/** The owner named by a storage key; null for designer keys and anything not a key. */
export function ownerOfKey(key: string): UploadOwner | null {
  if (!KEY_PATTERN.test(key)) return null
  const match = OWNER_KEY.exec(key)
  if (!match) return null
  const id = Number(match[2])
  return id > 0 ? { kind: match[1] as UploadOwner['kind'], id } : null
}
