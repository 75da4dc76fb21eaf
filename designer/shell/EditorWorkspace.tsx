import { useCallback, useEffect, useMemo, useState } from 'react'
import type { DesignerTemplate, OperatorInfo, Problem } from '../../schemas/api/designer.ts'
import { ConfirmDialog } from '../../runtime/components/modal/ConfirmDialog.tsx'
import { toast } from '../../runtime/components/toast/toast.ts'
import { performAction, redoAction, undoAction } from '../actions/index.ts'
import { DesignerApiError, designerApi } from '../api/client.ts'
import { Canvas } from '../canvas/Canvas.tsx'
import { Inspector } from '../inspector/Inspector.tsx'
import { FrameCanvas } from '../frame/FrameCanvas.tsx'
import { FrameInspector } from '../frame/FrameInspector.tsx'
import { frameOf, problemsCheck } from '../frame/frame-doc.ts'
import { resolveConflict } from '../store/autosave.ts'
import { editorStore, useEditor } from '../store/editor-store.ts'
import { useSaveNotes } from '../store/save-notes.ts'
import { sessionExpired } from './access/access-store.ts'
import { ConflictDialog } from './ConflictDialog.tsx'
import { EditorTopBar } from './EditorTopBar.tsx'
import { LIST_URL, navigate } from './location.ts'
import { storefrontPath } from './pages/page-info.ts'
import { SidePanel } from '../outline/SidePanel.tsx'
import { PanelToggle } from './PanelToggle.tsx'
import { setPanelOpen, usePanels } from './panels.ts'
import { PreviewStage } from './preview/PreviewStage.tsx'
import { ProblemsPanel } from './ProblemsPanel.tsx'
import { useLeaveGuard } from './use-leave-guard.ts'
import { useProblems } from './use-problems.ts'
import { useShortcuts } from './use-shortcuts.ts'
import { VersionsPanel } from '../versions/VersionsPanel.tsx'
import { setVersionsOpen, useVersions } from '../versions/versions-store.ts'

export interface EditorWorkspaceProps {
  template: DesignerTemplate
  operator: OperatorInfo
  /** The page's row changed (published, new version). */
  onTemplate: (template: DesignerTemplate) => void
}

/** The editor once the draft is loaded: top bar, palette, canvas or preview, inspector, problems. */
export function EditorWorkspace({ template, operator, onTemplate }: EditorWorkspaceProps) {
  const doc = useEditor((state) => state.doc)
  const mode = useEditor((state) => state.mode)
  const saveState = useEditor((state) => state.saveState)
  const canUndo = useEditor((state) => state.past.length > 0)
  const canRedo = useEditor((state) => state.future.length > 0)
  // A header or footer template edits its config (designer/frame), not widgets.
  const frame = frameOf(template)
  const problems = useProblems(doc, problemsCheck(frame))
  const [refused, setRefused] = useState<{ doc: unknown; problems: Problem[] } | null>(null)
  const [problemsOpen, setProblemsOpen] = useState(false)
  const [publishing, setPublishing] = useState(false)
  const [askDelete, setAskDelete] = useState(false)
  const selectedCount = useEditor((state) => state.selectedIds.length)
  const leave = useLeaveGuard()
  const paletteOpen = usePanels((state) => state.palette)
  const inspectorOpen = usePanels((state) => state.inspector)
  const versionsOpen = useVersions((state) => state.open)

  // The server's refusal describes the draft it was sent; the next edit makes the live list current.
  const saveNotes = useSaveNotes(template.id)
  const ownProblems = refused && refused.doc === doc ? refused.problems : problems
  // What the last save took out is listed too (warnings; they never keep 发布 disabled).
  const shownProblems = useMemo(
    () => (ownProblems && saveNotes.length > 0 ? [...ownProblems, ...saveNotes] : ownProblems),
    [ownProblems, saveNotes],
  )

  // The panel opens by itself when problems appear (a loaded draft with problems, an edit that
  // breaks a rule), so the operator sees why 发布 waits; closing it is the operator's choice.
  const hasProblems = (shownProblems?.length ?? 0) > 0
  useEffect(() => {
    if (hasProblems) setProblemsOpen(true)
  }, [hasProblems])

  useEffect(() => {
    document.title = `${template.template_title} · 页面设计器`
  }, [template.template_title])

  // 编辑 (or Enter) asks for the settings: a collapsed 设置面板 opens for them.
  useEffect(
    () =>
      editorStore.subscribe((state, previous) => {
        if (state.focusRequest && state.focusRequest !== previous.focusRequest) {
          setPanelOpen('inspector', true)
          setVersionsOpen(false)
        }
      }),
    [],
  )

  const requestDelete = useCallback(() => setAskDelete(true), [])
  useShortcuts({ enabled: true, onDeleteRequest: requestDelete })

  async function publish(note: string) {
    const { revision, doc: published } = editorStore.getState()
    setPublishing(true)
    try {
      const answer = await designerApi.publish(template.id, revision, note)
      toast.success('发布成功')
      setRefused(null)
      onTemplate({
        ...template,
        published: true,
        has_unpublished_changes: false,
        version: answer.version,
        published_at: answer.published_at,
        url: answer.url,
      })
    } catch (error) {
      if (sessionExpired(error)) return
      if (error instanceof DesignerApiError && error.status === 422 && error.problems) {
        setRefused({ doc: published, problems: error.problems })
        setProblemsOpen(true)
      }
      toast.error(error instanceof Error ? error.message : '发布失败')
    } finally {
      setPublishing(false)
    }
  }

  async function reloadServerDraft() {
    const answer = await designerApi.draft(template.id)
    await resolveConflict('reload', answer)
    onTemplate(answer.template)
    toast.info('已加载最新版本，按「撤销」可恢复您的修改')
  }

  /** The panel sits beside the canvas, so from the preview the badge goes back to designing. */
  function toggleProblems() {
    if (mode === 'design' && inspectorOpen) return setProblemsOpen((open) => !open)
    editorStore.getState().setMode('design')
    setPanelOpen('inspector', true)
    setProblemsOpen(true)
  }

  const design = mode === 'design'
  const closed = design
    ? `${paletteOpen ? '' : ' dz-editor--palette-closed'}${inspectorOpen ? '' : ' dz-editor--inspector-closed'}`
    : ''
  return (
    <div className={`dz-editor dz-editor--${mode}${frame ? ' dz-editor--frame' : ''}${closed}`}>
      <EditorTopBar
        template={template}
        operator={operator}
        mode={mode}
        saveState={saveState}
        canUndo={canUndo}
        canRedo={canRedo}
        problems={shownProblems}
        publishing={publishing}
        onBack={() => navigate(LIST_URL)}
        onMode={(next) => editorStore.getState().setMode(next)}
        onUndo={() => performAction(undoAction)}
        onRedo={() => performAction(redoAction)}
        onToggleProblems={toggleProblems}
        onPublish={(note) => void publish(note)}
        guard={leave.request}
      />
      <div className="dz-editor__body">
        {design && !frame && paletteOpen && <SidePanel />}
        <main className="dz-editor__stage" aria-label={design ? '设计区' : '预览'}>
          {design ? (
            frame ? (
              <FrameCanvas part={frame} />
            ) : (
              <Canvas storefrontPath={storefrontPath(template) ?? '/'} />
            )
          ) : (
            <PreviewStage template={template} doc={doc} />
          )}
          {design && !frame && <PanelToggle panel="palette" />}
          {design && <PanelToggle panel="inspector" />}
        </main>
        {design && inspectorOpen && (
          <div className="dz-editor__side">
            {versionsOpen && <VersionsPanel template={template} />}
            <div className="dz-editor__inspector" hidden={versionsOpen}>
              {frame ? <FrameInspector part={frame} /> : <Inspector />}
            </div>
            <ProblemsPanel
              doc={doc}
              problems={shownProblems}
              refused={refused !== null && refused.doc === doc}
              open={problemsOpen}
              onToggle={() => setProblemsOpen((open) => !open)}
            />
          </div>
        )}
      </div>

      <ConfirmDialog
        open={askDelete}
        onOk={() => {
          setAskDelete(false)
          editorStore.getState().deleteSelected()
        }}
        onCancel={() => setAskDelete(false)}
      >
        {selectedCount > 1 ? `确定删除选中的 ${selectedCount} 个挂件？` : '确定删除该挂件？'}
      </ConfirmDialog>
      <ConfirmDialog open={leave.asking} onOk={leave.confirm} onCancel={leave.cancel}>
        有未保存的修改，确定离开吗？
      </ConfirmDialog>
      <ConflictDialog
        open={saveState === 'conflict'}
        onReload={reloadServerDraft}
        onOverwrite={() => void resolveConflict('overwrite')}
      />
    </div>
  )
}
