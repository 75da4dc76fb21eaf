import { useEffect, useState } from 'react'
import type { DesignerTemplate, OperatorInfo } from '../../schemas/api/designer.ts'
import { designerApi } from '../api/client.ts'
import { refreshSiteLayout } from '../canvas/site-layout.ts'
import { frameOf } from '../frame/frame-doc.ts'
import { toast } from '../../runtime/components/toast/toast.ts'
import { startAutosave } from '../store/autosave.ts'
import { historyEndedNote } from '../store/history-note.ts'
import { openedHistory } from '../store/history-sync.ts'
import { editorStore } from '../store/editor-store.ts'
import { asDoc } from '../store/doc.ts'
import { sessionExpired } from './access/access-store.ts'
import { openDraft } from './draft-prefetch.ts'
import { EditorWorkspace } from './EditorWorkspace.tsx'
import { Icon } from './icons.tsx'
import { LIST_URL, navigate } from './location.ts'
import './editor.css'

type Loading = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; template: DesignerTemplate }

/**
 * /designer/?id=N: loads the page's draft into the editor store, saves it automatically from
 * then on, and shows the workspace. A header or footer template opens the same way, its config as
 * the document's frame (designer/frame); once it is published, every canvas reads the site frame
 * again, so the other pages show the new header or footer.
 */
export function Editor({ templateId, operator }: { templateId: number; operator: OperatorInfo }) {
  const [state, setState] = useState<Loading>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger: a new attempt loads the draft again.
  useEffect(() => {
    let live = true
    let stop: (() => void) | null = null
    setState({ kind: 'loading' })
    openDraft(templateId).then(
      (answer) => {
        if (!live) return
        const { lists, held } = openedHistory(answer.history)
        editorStore.getState().load(templateId, asDoc(answer.config), answer.revision, lists, held)
        if (answer.history.ended) toast.info(historyEndedNote(answer.history.ended))
        stop = startAutosave(designerApi)
        setState({ kind: 'ready', template: answer.template })
      },
      (error: unknown) => {
        if (live && !sessionExpired(error))
          setState({ kind: 'failed', message: error instanceof Error ? error.message : '加载失败' })
      },
    )
    return () => {
      live = false
      stop?.()
    }
  }, [templateId, attempt])

  if (state.kind === 'ready') {
    const shown = state.template
    const onTemplate = (template: DesignerTemplate) => {
      if (frameOf(template) && template.version !== shown.version) refreshSiteLayout()
      setState({ kind: 'ready', template })
    }
    return <EditorWorkspace template={shown} operator={operator} onTemplate={onTemplate} />
  }
  return (
    <div className="dz-editor">
      <header className="dz-topbar">
        <div className="dz-topbar__start">
          <button
            type="button"
            className="dz-topbar__back"
            onClick={() => navigate(LIST_URL)}
            aria-label="返回页面列表"
            data-tooltip="返回页面列表"
          >
            <Icon name="back" />
          </button>
        </div>
      </header>
      {state.kind === 'loading' ? (
        <div className="dz-editor__state" role="status">
          <span className="dz-spinner" aria-hidden="true" /> 正在加载页面…
        </div>
      ) : (
        <div className="dz-editor__state" role="alert">
          <p>页面加载失败：{state.message}</p>
          <div className="dz-editor__state-actions">
            <button type="button" className="dz-btn" onClick={() => navigate(LIST_URL)}>
              返回页面列表
            </button>
            <button type="button" className="dz-btn dz-btn--primary" onClick={() => setAttempt((value) => value + 1)}>
              重试
            </button>
          </div>
        </div>
      )}
    </div>
  )
}
