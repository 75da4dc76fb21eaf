import path from 'node:path'
import type { Config } from '../../config.ts'
import { localImageStorage } from './local-storage.ts'
import type { ImageStorage } from './storage.ts'

/**
 * The provider STORAGE names: local disk under DATA_DIR/uploads (served at /uploads/), or an
 * S3-compatible bucket, whose client is loaded only when it is used.
 */
export async function configuredImageStorage(config: Config): Promise<ImageStorage> {
  if (config.storage.kind === 'local') return localImageStorage(path.join(config.dataDir, 'uploads'))
  const { s3ImageStorage } = await import('./s3-storage.ts')
  return s3ImageStorage(config.storage.s3)
}
