import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { StoredImage } from '../../../schemas/api/designer.ts'
import { fail } from '../../lib/errors.ts'
import { imageInfo } from '../../lib/image-dimensions.ts'
import type { S3StorageConfig } from './storage-config.ts'
import { KeyTakenError, type CheckedImage, type ImageStorage, type ImageType } from './storage.ts'
import { KEY_PATTERN } from './upload-token.ts'

const TYPES: ImageType[] = ['png', 'jpg']
const CONTENT_TYPES: Record<ImageType, string> = { png: 'image/png', jpg: 'image/jpeg' }

const status = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined)

/** A failure of the bucket itself (unreachable, refused credentials) is the server's, not the client's. */
function unavailable(error: unknown): never {
  throw Object.assign(fail('STORAGE_UNAVAILABLE'), { cause: error })
}

/**
 * Images in an S3-compatible bucket (Amazon S3, Alibaba OSS, Tencent COS, MinIO): the object
 * `<key>.<ext>`, shown to shoppers at `<publicUrl>/<key>.<ext>`. The browser still sends the file
 * to our storage endpoint with its ticket, which stays the one check; only then is it put here.
 */
export function s3ImageStorage(config: S3StorageConfig): ImageStorage {
  const client = new S3Client({
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: several compatible stores refuse the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const objectOf = (key: string, type: ImageType) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${key}`)
    return `${key}.${type}`
  }

  /** The object's bytes, or null when there is none. */
  async function read(key: string, type: ImageType): Promise<Buffer | null> {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectOf(key, type) }))
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null
    } catch (error) {
      if (status(error) === 404) return null
      return unavailable(error)
    }
  }

  async function exists(key: string, type: ImageType): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: objectOf(key, type) }))
      return true
    } catch (error) {
      if (status(error) === 404) return false
      return unavailable(error)
    }
  }

  return {
    async put(key, image: CheckedImage): Promise<StoredImage> {
      // Keys are random and signed, so only a replayed ticket meets a stored file; stores that
      // honour If-None-Match also settle two replays racing each other.
      for (const type of TYPES) if (await exists(key, type)) throw new KeyTakenError(key)
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: config.bucket,
            Key: objectOf(key, image.type),
            Body: image.bytes,
            ContentType: CONTENT_TYPES[image.type],
            CacheControl: 'public, max-age=31536000, immutable',
            IfNoneMatch: '*',
          }),
        )
      } catch (error) {
        if (status(error) === 412) throw new KeyTakenError(key)
        unavailable(error)
      }
      return { key, img_type: image.type, img_size: image.bytes.length, width: image.width, height: image.height }
    },

    async stat(key): Promise<StoredImage | null> {
      if (!KEY_PATTERN.test(key)) return null
      for (const type of TYPES) {
        const bytes = await read(key, type)
        if (!bytes) continue
        const info = imageInfo(bytes)
        return info.ok && info.type === type
          ? { key, img_type: type, img_size: bytes.length, width: info.width, height: info.height }
          : null
      }
      return null
    },

    urlOf(key, type) {
      return `${config.publicUrl}/${key}.${type}`
    },

    async delete(key, type) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectOf(key, type) }))
      } catch (error) {
        if (status(error) !== 404) unavailable(error)
      }
    },
  }
}
