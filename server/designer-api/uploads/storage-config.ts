import { ConfigError, type Env } from '../../config/read-env.ts'

/** Where an S3-compatible bucket is and how to reach it (STORAGE=s3 and the S3_ variables). */
export interface S3StorageConfig {
  /** The S3 API address; empty for Amazon S3, whose address follows from the region. */
  endpoint: string
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  /** The public base of the objects, without a trailing slash: shoppers load images from here. */
  publicUrl: string
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>`. */
  forcePathStyle: boolean
}

/** Local disk or an S3-compatible bucket for the designer's and the goods editor's images. */
export type StorageConfig = { kind: 'local' } | { kind: 's3'; s3: S3StorageConfig }

const REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const

/** STORAGE and the S3_ variables; with STORAGE=s3 a missing setting stops the server at start. */
export function storageConfig(env: Env): StorageConfig {
  if ((env.STORAGE ?? 'local') === 'local') return { kind: 'local' }
  for (const name of REQUIRED) {
    if (!env[name]) throw new ConfigError(`${name} must be set when STORAGE=s3`)
  }
  return {
    kind: 's3',
    s3: {
      endpoint: env.S3_ENDPOINT ?? '',
      region: env.S3_REGION || 'us-east-1',
      bucket: env.S3_BUCKET as string,
      accessKeyId: env.S3_ACCESS_KEY_ID as string,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
      publicUrl: (env.S3_PUBLIC_URL as string).replace(/\/+$/, ''),
      forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
    },
  }
}
