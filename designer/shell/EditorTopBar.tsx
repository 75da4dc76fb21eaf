import { useState } from 'react'
import type { DesignerTemplate, OperatorInfo, Problem } from '../../schemas/api/designer.ts'
import { redoAction, undoAction, type EditorAction } from '../actions/index.ts'
import { useEditor } from '../store/editor-store.ts'
import type { EditorMode, SaveState } from '../store/types.ts'
import { Icon } from './icons.tsx'
import { IconButton } from './IconButton.tsx'
import { ModeSwitch } from './ModeSwitch.tsx'
import { OperatorMenu } from './OperatorMenu.tsx'
import { pageKindLabel } from './pages/page-info.ts'
import { CHECKING_TEXT, PROBLEMS_PANEL_ID, problemCounts } from './ProblemsPanel.tsx'
import { PreviewLinksButton } from './preview-links/PreviewLinksButton.tsx'
import { BlockedButton } from './BlockedButton.tsx'
import { DiscardDraft } from './publish/DiscardDraft.tsx'
import { VersionsButton } from '../versions/VersionsButton.tsx'
import { PublishDialog } from './publish/PublishDialog.tsx'
import { usePublished } from './publish/use-published.ts'
import { SaveIndicator } from './SaveIndicator.tsx'
import { ShortcutsHelp } from './ShortcutsHelp.tsx'
import './top-bar.css'

export interface EditorTopBarProps {
  template: DesignerTemplate
  operator: OperatorInfo
  mode: EditorMode
  saveState: SaveState
  canUndo: boolean
  canRedo: boolean
  /** The draft's problems: errors keep 发布 disabled, warnings are listed in its confirmation; null while the first check runs. */
  problems: Problem[] | null
  publishing: boolean
  onBack: () => void
  onMode: (mode: EditorMode) => void
  onUndo: () => void
  onRedo: () => void
  onToggleProblems: () => void
  /** Publishes the saved draft (after the operator confirmed it), with the 备注 given. */
  onPublish: (note: string) => void
  /** Asks before signing out with unsaved changes. */
  guard: (proceed: () => void) => void
}

/** Why 发布 is not available now, or '' when it is. Warnings never block it. */
export function publishBlocker(
  errorCount: number,
  saveState: SaveState,
  publishing: boolean,
  checking = false,
): string {
  if (publishing) return '正在发布…'
  if (checking) return CHECKING_TEXT
  if (errorCount > 0) return `页面有 ${errorCount} 个错误，修复后才能发布`
  if (saveState === 'dirty' || saveState === 'saving') return '正在保存草稿，保存后即可发布'
  if (saveState === 'error') return '草稿保存失败，请先重试保存'
  if (saveState === 'conflict') return '请先处理保存冲突'
  return ''
}

/** An action's button: its label, its first keys in the tooltip and all of them for assistive technology. */
function actionButton(action: EditorAction) {
  return { label: action.label, shortcut: action.shortcuts[0], keyshortcuts: action.ariaKeyShortcuts }
}

/** The editor's 48 px bar: way back, the page, mode, history, save state, problems, discard, publish. */
export function EditorTopBar(props: EditorTopBarProps) {
  const { template, mode, saveState, problems, publishing } = props
  const { errors, warnings } = problemCounts(problems ?? [])
  const problemCount = errors + warnings
  const blocker = publishBlocker(errors, saveState, publishing, problems === null)
  const doc = useEditor((state) => state.doc)
  const published = usePublished(template.id, template.version, template.published)
  const [confirming, setConfirming] = useState(false)
  const viewable = template.published && template.url
  return (
    <header className="dz-topbar">
      <div className="dz-topbar__start">
        <button
          type="button"
          className="dz-topbar__back"
          onClick={props.onBack}
          aria-label="返回页面列表"
          data-tooltip="返回页面列表"
        >
          <Icon name="back" />
        </button>
        <div className="dz-topbar__page">
          <h1 className="dz-topbar__title">{template.template_title || pageKindLabel(template.page_name)}</h1>
          <span className="dz-topbar__kind">{pageKindLabel(template.page_name)}</span>
        </div>
      </div>

      <div className="dz-topbar__center">
        <ModeSwitch mode={mode} onChange={props.onMode} />
        <PreviewLinksButton templateId={template.id} />
      </div>

      <div className="dz-topbar__end">
        <div className="dz-topbar__group" role="group" aria-label="历史记录">
          <IconButton icon="undo" {...actionButton(undoAction)} disabled={!props.canUndo} onClick={props.onUndo} />
          <IconButton icon="redo" {...actionButton(redoAction)} disabled={!props.canRedo} onClick={props.onRedo} />
          <ShortcutsHelp />
        </div>
        <span className="dz-topbar__divider" aria-hidden="true" />
        <SaveIndicator state={saveState} />
        {viewable ? (
          <a
            className="dz-btn dz-btn--ghost"
            href={template.url ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
          >
            查看页面
            <Icon name="external" size={14} />
          </a>
        ) : (
          <button type="button" className="dz-btn dz-btn--ghost" disabled data-tooltip="页面发布后才能查看">
            查看页面
          </button>
        )}
        {problemCount > 0 && (
          <button
            type="button"
            className="dz-problem-badge"
            // The panel is part of the design view only.
            aria-controls={mode === 'design' ? PROBLEMS_PANEL_ID : undefined}
            aria-label={`问题 ${problemCount}（错误 ${errors} · 警告 ${warnings}）${blocker ? `，${blocker}` : ''}`}
            data-tooltip={blocker || `警告 ${warnings}，不影响发布`}
            data-tooltip-align="end"
            onClick={props.onToggleProblems}
          >
            <Icon name="warning" size={14} />
            问题 {problemCount}
          </button>
        )}
        <VersionsButton />
        <DiscardDraft published={published} />
        <BlockedButton
          className="dz-btn dz-btn--primary"
          blocker={blocker}
          blockerId="dz-publish-blocker"
          aria-haspopup="dialog"
          onClick={() => setConfirming(true)}
        >
          {publishing ? '发布中…' : '发布'}
        </BlockedButton>
        <OperatorMenu operator={props.operator} guard={props.guard} />
      </div>
      <PublishDialog
        open={confirming}
        doc={doc}
        warnings={(problems ?? []).filter((problem) => problem.severity === 'warning')}
        published={published}
        onCancel={() => setConfirming(false)}
        onConfirm={(note) => {
          setConfirming(false)
          props.onPublish(note)
        }}
      />
    </header>
  )
}
