import type { FastifyRequest } from 'fastify'
import { MAX_IMAGE_BYTES, type StoredImage } from '../../../schemas/api/designer.ts'
import { AppError, fail } from '../../lib/errors.ts'
import { imageInfo } from '../image-dimensions.ts'
import { KeyTakenError, type ImageStorage } from './storage.ts'
import { verifyUploadToken, type UploadGrant } from './upload-token.ts'

const tooLarge = () => fail('IMAGE_TOO_LARGE')
const badToken = () => fail('UPLOAD_TOKEN_INVALID')

interface Form {
  token?: string
  key?: string
  file?: Buffer
}

/** Which grants an endpoint takes (e.g. only keys of its own namespace). */
export type GrantFilter = (grant: UploadGrant) => boolean

/** The token must be genuine, unexpired, issued for exactly this key, and one this endpoint takes. */
function checkGrant(secret: string, form: Form, accept: GrantFilter): void {
  const grant = form.token ? verifyUploadToken(secret, form.token) : null
  if (!grant || grant.key !== form.key || !accept(grant)) throw badToken()
}

/** Multipart limits of this endpoint; the app-wide ones are looser. */
const LIMITS = { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, fieldSize: 2048, parts: 6 }

async function readForm(request: FastifyRequest, secret: string, accept: GrantFilter): Promise<Form> {
  const form: Form = {}
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'field') {
        if (part.fieldname === 'token' || part.fieldname === 'key') form[part.fieldname] = String(part.value)
        continue
      }
      if (part.fieldname !== 'file' || form.file) {
        await part.toBuffer()
        continue
      }
      // Field order: the designer sends token and key before the file (as FormData keeps the
      // order they were appended in), so a bad token is refused before the file is read. A
      // client that sends the file first is still served; its token is checked afterwards.
      if (form.token !== undefined && form.key !== undefined) checkGrant(secret, form, accept)
      form.file = await part.toBuffer()
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge()
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw fail('UPLOAD_NOT_MULTIPART')
    if (typeof code === 'string' && code.startsWith('FST_')) throw fail('UPLOAD_MALFORMED')
    throw error
  }
  return form
}

/**
 * The default storage provider's endpoint (spec 7.2): the upload token is the only credential.
 * The file's type is decided by its bytes (PNG or JPEG), its size and pixel dimensions are read
 * here, and it is stored under the key the token names, once.
 */
export async function receiveUpload(
  request: FastifyRequest,
  secret: string,
  storage: ImageStorage,
  accept: GrantFilter = () => true,
): Promise<StoredImage> {
  const form = await readForm(request, secret, accept)
  checkGrant(secret, form, accept)
  if (!form.file || form.file.length === 0) throw fail('UPLOAD_FILE_REQUIRED')
  if (form.file.length > MAX_IMAGE_BYTES) throw tooLarge()
  const info = imageInfo(form.file)
  if (!info.ok) {
    throw info.reason === 'type' ? fail('IMAGE_TYPE') : fail('IMAGE_UNREADABLE')
  }
  try {
    return await storage.put(form.key as string, {
      bytes: form.file,
      type: info.type,
      width: info.width,
      height: info.height,
    })
  } catch (error) {
    if (error instanceof KeyTakenError) throw fail('UPLOAD_KEY_TAKEN')
    throw error
  }
}
