import { useEffect, useState } from 'react'
import type { Problem } from '../../../schemas/api/designer.ts'
import { PUBLISH_NOTE_MAX } from '../../../schemas/api/template-versions.ts'
import { Modal } from '../../../runtime/components/modal/Modal.tsx'
import type { Doc } from '../../store/types.ts'
import { fieldLabel, widgetLabel } from '../problem-label.ts'
import { changeSummary, unchanged } from './change-summary.ts'
import type { PublishedState } from './use-published.ts'
import './publish.css'

export interface PublishDialogProps {
  open: boolean
  doc: Doc
  /** The draft's warnings: they do not stop the publish, but the operator sees them first. */
  warnings: Problem[]
  published: PublishedState
  /** Publishes, with the 备注 typed (trimmed; '' without one). */
  onConfirm: (note: string) => void
  onCancel: () => void
}

function Changes({ published, doc }: { published: PublishedState; doc: Doc }) {
  if (published.kind === 'loading') return <p className="dz-publish-dialog__note">正在读取已发布的版本…</p>
  if (published.kind === 'failed')
    return <p className="dz-publish-dialog__note">已发布的版本读取失败，无法列出变更；仍可发布。</p>
  const summary = changeSummary(published.doc, doc)
  if (summary.first) return <p className="dz-publish-dialog__note">首次发布：页面的全部内容将对顾客可见。</p>
  if (unchanged(summary)) return <p className="dz-publish-dialog__note">与已发布的版本相同，没有变更。</p>
  const rows: Array<[string, string, string[]]> = [
    ['新增', 'added', summary.added],
    ['删除', 'removed', summary.removed],
    ['修改', 'changed', summary.changed],
  ]
  return (
    <ul className="dz-publish-dialog__changes">
      {rows
        .filter(([, , names]) => names.length > 0)
        .map(([verb, kind, names]) => (
          <li key={kind}>
            <span className={`dz-publish-dialog__verb dz-publish-dialog__verb--${kind}`}>{verb}</span>
            {names.join('、')}
          </li>
        ))}
      {summary.settings.length > 0 && (
        <li>
          <span className="dz-publish-dialog__verb dz-publish-dialog__verb--changed">修改</span>
          {summary.settings.join('、')}
        </li>
      )}
    </ul>
  )
}

/**
 * 发布页面: the confirmation before a draft goes live, listing its warnings and what changes for
 * shoppers since the published version (widgets added, removed, changed, or 首次发布).
 */
export function PublishDialog({ open, doc, warnings, published, onConfirm, onCancel }: PublishDialogProps) {
  const [note, setNote] = useState('')
  // Each publish starts with an empty 备注.
  useEffect(() => {
    if (open) setNote('')
  }, [open])
  const confirm = () => onConfirm(note.trim())
  return (
    <Modal
      open={open}
      title="发布页面"
      width={520}
      height="auto"
      top="15%"
      className="dz-dialog dz-publish-dialog"
      onClose={(reason) => (reason === 'ok' ? confirm() : onCancel())}
      footer={
        <>
          <button type="button" className="dz-btn" onClick={onCancel}>
            取消
          </button>
          <button type="button" className="dz-btn dz-btn--primary" onClick={confirm}>
            确认发布
          </button>
        </>
      }
    >
      <section className="dz-publish-dialog__section" aria-labelledby="dz-publish-changes">
        <h3 id="dz-publish-changes" className="dz-publish-dialog__heading">
          本次发布的变更
        </h3>
        <Changes published={published} doc={doc} />
      </section>
      <div className="dz-publish-dialog__section dz-publish-dialog__note-field">
        <label htmlFor="dz-publish-note" className="dz-publish-dialog__heading">
          备注（选填）
        </label>
        <input
          id="dz-publish-note"
          className="dz-publish-dialog__input"
          value={note}
          maxLength={PUBLISH_NOTE_MAX}
          placeholder="例如：双11 活动上线，列在历史版本中"
          aria-describedby="dz-publish-note-count"
          onChange={(event) => setNote(event.target.value)}
        />
        <span id="dz-publish-note-count" className="dz-publish-dialog__count">
          {[...note].length}/{PUBLISH_NOTE_MAX}
        </span>
      </div>
      {warnings.length > 0 && (
        <section className="dz-publish-dialog__section" aria-labelledby="dz-publish-warnings">
          <h3 id="dz-publish-warnings" className="dz-publish-dialog__heading">
            警告 {warnings.length}（不影响发布，建议先检查）
          </h3>
          <ul className="dz-publish-dialog__warnings">
            {warnings.map((problem, index) => {
              const field = fieldLabel(problem)
              return (
                <li key={`${problem.uuid}${problem.path}${problem.message}${index}`}>
                  <strong>{widgetLabel(doc, problem)}</strong>
                  {field && ` · ${field}`} · {problem.message}
                </li>
              )
            })}
          </ul>
        </section>
      )}
    </Modal>
  )
}
