import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, MAX_IMAGE_BYTES } from '../../schemas/image-limits.ts'

/**
 * The browser's check before an upload, by the file's first bytes and never its name or MIME
 * type (both are whatever the uploader's system says). The server checks again; this only spares
 * a doomed upload.
 */

const SIGNATURES: ReadonlyArray<{ type: 'png' | 'jpg'; bytes: readonly number[] }> = [
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'jpg', bytes: [0xff, 0xd8, 0xff] },
]

export function imageTypeOf(head: Uint8Array): 'png' | 'jpg' | null {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte))?.type ?? null
}

/** FileReader rather than Blob.arrayBuffer: older Chromium builds and jsdom lack the latter on File. */
function readHead(file: Blob, length: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error)
    reader.readAsArrayBuffer(file.slice(0, length))
  })
}

/** null when the file may be uploaded, else the Chinese message to show. */
export async function checkImageFile(file: Blob, maxBytes = MAX_IMAGE_BYTES): Promise<string | null> {
  const head = await readHead(file, 8).catch(() => new Uint8Array())
  if (!imageTypeOf(head)) return IMAGE_TYPE_MESSAGE
  if (file.size > maxBytes) return IMAGE_SIZE_MESSAGE
  return null
}
