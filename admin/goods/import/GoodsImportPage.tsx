import { useId, useState, type FormEvent } from 'react'
import type { ImportMode, ImportResult, RefusedRow } from '../../../schemas/api/admin/goods-import.ts'
import { IMPORT_MAX_MB, IMPORT_MAX_ROWS } from '../../../schemas/api/admin/goods-import.ts'
import { toast } from '../../../runtime/components/toast/toast.ts'
import { DataTable, type Column } from '../../kit/DataTable.tsx'
import { SelectFilter, TextFilter } from '../../kit/FilterBar.tsx'
import { FormError } from '../../kit/FormField.tsx'
import { PageHeader } from '../../kit/PageHeader.tsx'
import { sessionEnded } from '../../shell/access.ts'
import { failureText } from '../../settings/forms.ts'
import { goodsExportUrl, importTemplateUrl, RowsRefusal, uploadImport } from './api.ts'
import './import.css'

const STATUS_OPTIONS = [
  { value: '', label: '全部' },
  { value: 'onsale', label: '出售中' },
  { value: 'instock', label: '仓库中' },
  { value: 'soldout', label: '已售罄' },
] as const

const refusedColumns: Column<RefusedRow>[] = [
  { key: 'row', header: '行号', numeric: true, width: 80, cell: (row) => `第${row.row}行` },
  { key: 'name', header: '商品名称', width: 220, cell: (row) => row.item_name || '—' },
  {
    key: 'reasons',
    header: '原因',
    cell: (row) => (
      <ul className="gi-reasons">
        {row.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    ),
  },
]

type Outcome = { kind: 'done'; result: ImportResult } | { kind: 'refused'; message: string; rows: RefusedRow[] }

/**
 * 商品 › 导入与导出: download the template, upload a filled one (全部有效才导入 or 只导入有效行),
 * see row by row what was refused and why; export goods by a few of the list's filters.
 */
export function GoodsImportPage() {
  const fileId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [mode, setMode] = useState<ImportMode>('all')
  const [progress, setProgress] = useState<number | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [fileError, setFileError] = useState('')
  const [error, setError] = useState('')
  const [keywords, setKeywords] = useState('')
  const [status, setStatus] = useState('')
  const busy = progress !== null

  function choose(next: File | null) {
    setFile(next)
    setOutcome(null)
    setError('')
    if (next && !/\.xlsx$/i.test(next.name)) setFileError('请选择 .xlsx 格式的 Excel 文件')
    else if (next && next.size > IMPORT_MAX_MB * 1024 * 1024) setFileError(`导入文件不能超过${IMPORT_MAX_MB}MB`)
    else setFileError('')
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (!file) {
      setFileError('请选择要导入的 Excel 文件')
      return
    }
    if (fileError) return
    setProgress(0)
    setOutcome(null)
    setError('')
    try {
      const result = await uploadImport(file, mode, setProgress)
      setOutcome({ kind: 'done', result })
      toast.success(`已导入${result.imported_goods}个商品`)
    } catch (failure) {
      if (sessionEnded(failure)) return
      if (failure instanceof RowsRefusal) setOutcome({ kind: 'refused', message: failure.message, rows: failure.rows })
      else setError(failureText(failure))
      toast.error(failureText(failure))
    } finally {
      setProgress(null)
    }
  }

  const refused = outcome?.kind === 'refused' ? outcome.rows : outcome?.kind === 'done' ? outcome.result.refused : []

  return (
    <>
      <PageHeader
        crumbs={[{ label: '商品', to: '/goods' }, { label: '导入与导出' }]}
        title="商品导入与导出"
        actions={
          <a className="dz-btn" href={importTemplateUrl} download>
            下载导入模板
          </a>
        }
      />
      <section className="ac-card" aria-labelledby="gi-import-title">
        <h2 className="ac-card__title" id="gi-import-title">
          导入商品
        </h2>
        <form className="ac-card__body gi-form" noValidate onSubmit={(event) => void submit(event)}>
          <ol className="gi-steps dz-muted">
            <li>下载导入模板，按「填写说明」填写：商品名称相同的多行合为一个多规格商品，每行一个规格。</li>
            <li>
              {`上传填好的 .xlsx 文件（不超过${IMPORT_MAX_MB}MB、${IMPORT_MAX_ROWS}行）。上架的商品须填写图片地址；商品详情导入后在编辑页补充。`}
            </li>
          </ol>
          <div className="dz-field">
            <label className="dz-field__label" htmlFor={fileId}>
              Excel 文件
            </label>
            <input
              id={fileId}
              type="file"
              className="gi-file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${fileId}-error` : undefined}
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
            {fileError && (
              <p id={`${fileId}-error`} className="dz-field__error">
                {fileError}
              </p>
            )}
          </div>
          <fieldset className="gi-modes">
            <legend className="dz-field__label">有误的行</legend>
            <label className="gi-radio">
              <input type="radio" name="gi-mode" checked={mode === 'all'} onChange={() => setMode('all')} />
              全部有效才导入
              <span className="dz-muted">（有一行有误就不导入任何商品）</span>
            </label>
            <label className="gi-radio">
              <input type="radio" name="gi-mode" checked={mode === 'valid'} onChange={() => setMode('valid')} />
              只导入有效行
              <span className="dz-muted">（有误的行所在的商品不导入）</span>
            </label>
          </fieldset>
          <div className="gi-actions">
            <button type="submit" className="dz-btn dz-btn--primary" disabled={busy}>
              {busy ? '正在导入…' : '开始导入'}
            </button>
            {busy && (
              <div className="gi-progress">
                <div
                  className="gi-bar"
                  role="progressbar"
                  aria-label="导入进度"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={progress ?? 0}
                >
                  <span style={{ width: `${progress ?? 0}%` }} />
                </div>
                <span aria-live="polite">{(progress ?? 0) < 100 ? `正在上传 ${progress}%` : '正在校验并写入…'}</span>
              </div>
            )}
          </div>
          <FormError message={error} />
        </form>
      </section>

      {outcome && (
        <section className="ac-card" aria-labelledby="gi-result-title">
          <h2 className="ac-card__title" id="gi-result-title">
            导入结果
          </h2>
          <div className="ac-card__body">
            {outcome.kind === 'done' ? (
              <p className="gi-summary gi-summary--ok" role="status">
                共{outcome.result.rows}行，已导入{outcome.result.imported_goods}个商品（{outcome.result.imported_skus}
                个规格）
                {outcome.result.refused.length > 0 && `，${outcome.result.refused.length}行未导入`}
              </p>
            ) : (
              <p className="gi-summary gi-summary--refused" role="alert">
                {outcome.message}
              </p>
            )}
            {refused.length > 0 && (
              <DataTable
                caption="未导入的行"
                columns={refusedColumns}
                rows={refused}
                rowKey={(row) => row.row}
                loading={false}
                error=""
                onRetry={() => {}}
              />
            )}
          </div>
        </section>
      )}

      <section className="ac-card" aria-labelledby="gi-export-title">
        <h2 className="ac-card__title" id="gi-export-title">
          导出商品
        </h2>
        <div className="ac-filters" role="group" aria-label="导出条件">
          <TextFilter label="商品名称或货号" value={keywords} placeholder="输入商品名称或货号" onChange={setKeywords} />
          <SelectFilter label="商品状态" value={status} onChange={setStatus} options={STATUS_OPTIONS} />
          <div className="ac-filters__actions">
            <a
              className="dz-btn dz-btn--primary gi-export-link"
              href={goodsExportUrl({ keywords: keywords.trim(), status })}
              download
            >
              导出商品
            </a>
          </div>
        </div>
        <p className="ac-card__body dz-muted gi-export-note">
          按上面的条件导出（不填即全部商品）：每个规格一行，含售价、库存、上架状态与销量；列与导入模板一致，修改后可作为新商品重新导入。
        </p>
      </section>
    </>
  )
}
