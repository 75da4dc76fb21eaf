import type { StoredImage } from '../../../schemas/api/designer.ts'

/** The image types uploads accept. */
export type ImageType = 'png' | 'jpg'

/** A file whose type and size were read from its bytes before it reached the provider. */
export interface CheckedImage {
  bytes: Buffer
  type: ImageType
  width: number
  height: number
}

/**
 * Where designer images live (spec 7.2 "image-storage provider"). The default keeps them under
 * DATA_DIR and serves them at /uploads/ (local-storage.ts); an S3-compatible bucket
 * (s3-storage.ts) implements the same calls. Keys are the server's own
 * (`designer/<year>/<month>/<random>`), never a client path.
 */
export interface ImageStorage {
  /** Stores the file under its key; a key that already holds a file is refused (KeyTakenError). */
  put(key: string, image: CheckedImage): Promise<StoredImage>
  /** What is stored under a key, read from the stored bytes; null when nothing (readable) is there. */
  stat(key: string): Promise<StoredImage | null>
  /** The address shoppers load the image from. */
  urlOf(key: string, type: ImageType): string
  /** Removes the file under a key; nothing there is no error. */
  delete(key: string, type: ImageType): Promise<void>
}

export class KeyTakenError extends Error {
  constructor(readonly key: string) {
    super(`storage key ${key} already holds a file`)
    this.name = 'KeyTakenError'
  }
}
