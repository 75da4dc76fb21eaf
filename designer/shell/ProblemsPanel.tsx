import type { Problem } from '../../schemas/api/designer.ts'
import { editorStore } from '../store/editor-store.ts'
import type { Doc } from '../store/types.ts'
import { Icon } from './icons.tsx'
import { fieldLabel, widgetLabel } from './problem-label.ts'
import './problems-panel.css'

export interface ProblemsPanelProps {
  doc: Doc
  problems: Problem[]
  /** Set when the server refused a publish: its list is shown until the next edit. */
  refused: boolean
  open: boolean
  onToggle: () => void
}

export const PROBLEMS_PANEL_ID = 'dz-problems'

/** Opens the widget (or the page settings) a problem is about, with the field focused. */
function reveal(problem: Problem) {
  const editor = editorStore.getState()
  const uuid = problem.uuid || null
  editor.select(uuid)
  editor.focusField(uuid, problem.path)
}

/** What keeps the draft from being published, kept current as the operator edits. */
export function ProblemsPanel({ doc, problems, refused, open, onToggle }: ProblemsPanelProps) {
  const count = problems.length
  return (
    <section
      className={`dz-problems${open ? ' is-open' : ''}${count > 0 ? ' has-problems' : ''}`}
      aria-labelledby="dz-problems-title"
    >
      <h2 className="dz-problems__head" id="dz-problems-title">
        <button
          type="button"
          className="dz-problems__toggle"
          aria-expanded={open}
          aria-controls={PROBLEMS_PANEL_ID}
          onClick={onToggle}
        >
          <Icon name={count > 0 ? 'warning' : 'check'} />
          <span>问题</span>
          <span className="dz-problems__count">{count}</span>
          <span className="dz-problems__summary">
            {count > 0 ? (refused ? '发布被拒绝，请先修复' : '修复后才能发布') : '可以发布'}
          </span>
          <span className="dz-problems__chevron">
            <Icon name="chevron" />
          </span>
        </button>
      </h2>
      <div id={PROBLEMS_PANEL_ID} className="dz-problems__body" hidden={!open}>
        {count === 0 ? (
          <p className="dz-problems__empty">页面内容都符合要求。</p>
        ) : (
          <ul className="dz-problems__list">
            {problems.map((problem, index) => {
              const field = fieldLabel(problem)
              return (
                <li key={`${problem.uuid}${problem.path}${index}`}>
                  <button type="button" className="dz-problem" onClick={() => reveal(problem)}>
                    <span className="dz-problem__where">
                      <strong>{widgetLabel(doc, problem)}</strong>
                      {field && <span className="dz-problem__field"> · {field}</span>}
                    </span>
                    <span className="dz-problem__message"> · {problem.message}</span>
                  </button>
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </section>
  )
}
