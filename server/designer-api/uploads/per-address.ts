/**
 * Per address, for the upload tickets and both storage endpoints: 30 requests a minute each,
 * counted before the body is read (and across instances with Redis, as every per-address limit).
 */
export const UPLOADS_PER_ADDRESS = { rateLimit: { max: 30, timeWindow: '1 minute' } } as const
