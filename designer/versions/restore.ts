import { toast } from '../../runtime/components/toast/toast.ts'
import { editorStore } from '../store/editor-store.ts'
import type { Doc } from '../store/types.ts'

export const restoreLabel = (version: number) => `恢复版本 ${version}`

/**
 * 恢复此版本: the version becomes the draft as one undoable step (the store's replace command,
 * labelled 恢复版本 N), which autosave then saves. Publishing it stays the operator's choice.
 */
export function restoreVersion(version: number, doc: Doc): void {
  const editor = editorStore.getState()
  editor.dispatch({ kind: 'replace', before: editor.doc, after: structuredClone(doc) }, restoreLabel(version))
  toast.info(`已恢复为版本 ${version}，发布后顾客才能看到；按「撤销」可找回恢复前的草稿`)
}
