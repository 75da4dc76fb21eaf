import { DesignerApiError, NETWORK_MESSAGE } from '../../../designer/api/client.ts'
import type { ImportMode, ImportResult, RefusedRow } from '../../../schemas/api/admin/goods-import.ts'
import { ADMIN_API_BASE, adminUrl, type Query } from '../../api.ts'

/** The file was refused row by row (400 GOODS_IMPORT_REFUSED): nothing was imported. */
export class RowsRefusal extends DesignerApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly rows: RefusedRow[],
  ) {
    super(status, code, message)
    this.name = 'RowsRefusal'
  }
}

export const importTemplateUrl = `${ADMIN_API_BASE}/goods/import/template`

export const goodsExportUrl = (filters: Query): string => adminUrl('goods/export', filters)

/**
 * Uploads the sheet (multipart field `file`), reporting the upload's progress (0–100); answers
 * the import's result, or throws RowsRefusal with the refused rows.
 */
export function uploadImport(
  file: File,
  mode: ImportMode,
  onProgress: (percent: number) => void,
): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${ADMIN_API_BASE}/goods/import?mode=${mode}`)
    xhr.withCredentials = true
    xhr.setRequestHeader('accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onerror = () => reject(new DesignerApiError(0, 'NETWORK', NETWORK_MESSAGE))
    xhr.onload = () => {
      let parsed: Record<string, unknown> | undefined
      try {
        parsed = JSON.parse(xhr.responseText) as Record<string, unknown>
      } catch {
        parsed = undefined
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve((parsed as { data: ImportResult }).data)
        return
      }
      const message = typeof parsed?.message === 'string' ? parsed.message : '导入失败，请重试'
      const code = typeof parsed?.code === 'string' ? parsed.code : 'HTTP_ERROR'
      if (Array.isArray(parsed?.rows)) reject(new RowsRefusal(xhr.status, code, message, parsed.rows as RefusedRow[]))
      else reject(new DesignerApiError(xhr.status, code, message))
    }
    const form = new FormData()
    form.append('file', file)
    xhr.send(form)
  })
}
