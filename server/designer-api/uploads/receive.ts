import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { MAX_IMAGE_BYTES, type StoredImage } from '../../../schemas/api/designer.ts'
import { AppError, fail } from '../../lib/errors.ts'
import { imageInfo, withinPixelLimit } from '../../lib/image-dimensions.ts'
import { KeyTakenError, type ImageStorage } from './storage.ts'
import { verifyUploadToken, type UploadGrant } from './upload-token.ts'

const tooLarge = () => fail('IMAGE_TOO_LARGE')

interface Form {
  token?: string
  key?: string
  file?: Buffer
}

/** Which grants an endpoint takes (e.g. only keys of its own namespace). */
export type GrantFilter = (grant: UploadGrant) => boolean

/** The token must be genuine, unexpired, issued for exactly this key, and one this endpoint takes. */
function grantError(secret: string, form: Form, accept: GrantFilter): AppError | null {
  const grant = form.token ? verifyUploadToken(secret, form.token) : null
  return grant && grant.key === form.key && accept(grant) ? null : fail('UPLOAD_TOKEN_INVALID')
}

/** Multipart limits of this endpoint; the app-wide ones are looser. */
const LIMITS = { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, fieldSize: 2048, parts: 6 }

/**
 * Refuses the request at a file part without reading the part: its stream is dropped (the form
 * reader stops) and the rest of the body is let through to nowhere, so the client gets the answer
 * while nothing of the file is held in memory.
 */
function refuseAt(request: FastifyRequest, part: MultipartFile, error: AppError): never {
  part.file.destroy()
  request.raw.resume()
  throw error
}

/**
 * What the form reader's own failures mean. Apart from the two it names, whatever it throws (no
 * boundary, a part cut short, too many parts or fields, a body that ends early) is a malformed
 * body: the client's fault, answered with a 400, never a server error.
 */
function formError(error: unknown): AppError {
  if (error instanceof AppError) return error
  const code = (error as { code?: unknown }).code
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge()
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return fail('UPLOAD_NOT_MULTIPART')
  return fail('UPLOAD_MALFORMED')
}

/**
 * Reads token, key and file, in that order (as the designer and the storefront send them, since
 * FormData keeps the order fields were appended in). The file is read only once a valid ticket
 * came before it: a file first, under another name, or with a bad ticket is refused unread.
 */
async function readForm(request: FastifyRequest, secret: string, accept: GrantFilter): Promise<Form> {
  const form: Form = {}
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'field') {
        if (part.fieldname === 'token' || part.fieldname === 'key') form[part.fieldname] = String(part.value)
        continue
      }
      if (part.fieldname !== 'file' || form.file) refuseAt(request, part, fail('UPLOAD_MALFORMED'))
      if (form.token === undefined || form.key === undefined) refuseAt(request, part, fail('UPLOAD_TOKEN_FIRST'))
      const refusal = grantError(secret, form, accept)
      if (refusal) refuseAt(request, part, refusal)
      form.file = await part.toBuffer()
    }
  } catch (error) {
    throw formError(error)
  }
  return form
}

/**
 * The default storage provider's endpoint (spec 7.2): the upload token is the only credential.
 * The file's type is decided by its bytes (PNG or JPEG), its size and pixel dimensions are read
 * here (at most MAX_IMAGE_BYTES, and MAX_IMAGE_PIXELS as its header declares them), and it is
 * stored under the key the token names, once.
 */
export async function receiveUpload(
  request: FastifyRequest,
  secret: string,
  storage: ImageStorage,
  accept: GrantFilter = () => true,
): Promise<StoredImage> {
  const form = await readForm(request, secret, accept)
  const refusal = grantError(secret, form, accept)
  if (refusal) throw refusal
  if (!form.file || form.file.length === 0) throw fail('UPLOAD_FILE_REQUIRED')
  if (form.file.length > MAX_IMAGE_BYTES) throw tooLarge()
  const info = imageInfo(form.file)
  if (!info.ok) throw info.reason === 'type' ? fail('IMAGE_TYPE') : fail('IMAGE_UNREADABLE')
  if (info.type !== 'png' && info.type !== 'jpg') throw fail('IMAGE_TYPE')
  if (!withinPixelLimit(info)) throw fail('IMAGE_TOO_MANY_PIXELS')
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
