import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { StoredImage } from '../../../schemas/api/designer.ts'
import { imageInfo } from '../../lib/image-dimensions.ts'
import { KeyTakenError, type CheckedImage, type ImageStorage, type ImageType } from './storage.ts'
import { KEY_PATTERN } from './upload-token.ts'

const TYPES: ImageType[] = ['png', 'jpg']

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  )

/**
 * The default provider: files under `<root>/<key>.<ext>`, where root is DATA_DIR/uploads, which
 * the app already serves at /uploads/.
 */
export function localImageStorage(root: string, publicPrefix = '/uploads'): ImageStorage {
  const fileOf = (key: string, type: ImageType) => {
    // Keys come from the server, but a path is only ever built from one of its own shape.
    if (!KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${key}`)
    return path.join(root, `${key}.${type}`)
  }

  return {
    async put(key, image: CheckedImage): Promise<StoredImage> {
      const target = fileOf(key, image.type)
      const other = fileOf(key, image.type === 'png' ? 'jpg' : 'png')
      if (await exists(other)) throw new KeyTakenError(key)
      await fs.mkdir(path.dirname(target), { recursive: true })
      // Written aside, then linked into place: the link fails if the name exists, so of two
      // uploads to one key exactly one lands, and no reader ever sees half a file.
      const temporary = `${target}.${randomBytes(6).toString('hex')}.part`
      try {
        await fs.writeFile(temporary, image.bytes, { flag: 'wx' })
        await fs.link(temporary, target)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new KeyTakenError(key)
        throw error
      } finally {
        await fs.rm(temporary, { force: true })
      }
      return { key, img_type: image.type, img_size: image.bytes.length, width: image.width, height: image.height }
    },

    async stat(key): Promise<StoredImage | null> {
      if (!KEY_PATTERN.test(key)) return null
      for (const type of TYPES) {
        const bytes = await fs.readFile(fileOf(key, type)).catch(() => null)
        if (!bytes) continue
        const info = imageInfo(bytes)
        return info.ok && info.type === type
          ? { key, img_type: type, img_size: bytes.length, width: info.width, height: info.height }
          : null
      }
      return null
    },

    urlOf(key, type) {
      return `${publicPrefix}/${key}.${type}`
    },

    async delete(key, type) {
      await fs.rm(fileOf(key, type), { force: true })
    },
  }
}
