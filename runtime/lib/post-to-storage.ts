/** What the storage address answered: its HTTP status and JSON body (null when none); status 0 when the network failed. */
export interface StorageAnswer {
  status: number
  body: unknown
}

/** The parts of an upload ticket (spec 7.2) the storage address needs. */
export interface StorageTicket {
  token: string
  key: string
  upload_url: string
}

/**
 * Posts one file with the ticket's token and key to the storage address it names, reporting
 * progress (0..1). XHR, not fetch: fetch has no upload progress. Never rejects: the caller turns
 * the answer into its own result or error (the designer's and the storefront's differ).
 */
export function postToStorage(
  ticket: StorageTicket,
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<StorageAnswer> {
  return new Promise((resolve) => {
    const form = new FormData()
    form.append('token', ticket.token)
    form.append('key', ticket.key)
    form.append('file', file)
    const xhr = new XMLHttpRequest()
    xhr.open('POST', ticket.upload_url)
    xhr.responseType = 'json'
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response })
    xhr.onerror = () => resolve({ status: 0, body: null })
    xhr.send(form)
  })
}
