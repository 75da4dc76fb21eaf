import { useState } from 'react'
import { ConfirmDialog } from '../../../runtime/components/modal/ConfirmDialog.tsx'
import { toast } from '../../../runtime/components/toast/toast.ts'
import { editorStore, useEditor } from '../../store/editor-store.ts'
import { sameJson } from './same-json.ts'
import type { PublishedState } from './use-published.ts'
import { BlockedButton } from '../BlockedButton.tsx'

export const DISCARD_LABEL = '放弃草稿'

/** Why 放弃草稿 is not available now, or '' when it is. */
export function discardBlocker(published: PublishedState, draftEqualsPublished: boolean): string {
  if (published.kind === 'loading') return '正在读取已发布的版本…'
  if (published.kind === 'failed') return '已发布的版本读取失败，请刷新后重试'
  if (!published.doc) return '页面还没有发布过'
  return draftEqualsPublished ? '草稿与已发布的版本相同' : ''
}

/**
 * 放弃草稿: after a confirmation the document becomes the published version, as one undoable step
 * (the store's replace command), which autosave then saves as the draft.
 */
export function DiscardDraft({ published }: { published: PublishedState }) {
  const [asking, setAsking] = useState(false)
  const target = published.kind === 'ready' ? published.doc : null
  const same = useEditor((state) => target !== null && sameJson(target, state.doc))
  const blocker = discardBlocker(published, same)

  function discard() {
    setAsking(false)
    if (!target) return
    const editor = editorStore.getState()
    editor.dispatch({ kind: 'replace', before: editor.doc, after: structuredClone(target) }, DISCARD_LABEL)
    toast.info('已恢复为已发布的版本，按「撤销」可找回草稿')
  }

  return (
    <>
      <BlockedButton
        className="dz-btn dz-btn--ghost"
        blocker={blocker}
        blockerId="dz-discard-blocker"
        onClick={() => setAsking(true)}
      >
        {DISCARD_LABEL}
      </BlockedButton>
      <ConfirmDialog open={asking} onOk={discard} onCancel={() => setAsking(false)}>
        确定放弃草稿，恢复为已发布的版本？
      </ConfirmDialog>
    </>
  )
}
