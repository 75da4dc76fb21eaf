import type { Problem } from '../../schemas/api/designer.ts'
import { editorStore } from '../store/editor-store.ts'
import type { Doc } from '../store/types.ts'
import { Icon } from './icons.tsx'
import { FIT_HEIGHT_LABEL, applyFix } from './problem-fix.ts'
import { fieldLabel, widgetLabel } from './problem-label.ts'
import './problems-panel.css'

export interface ProblemsPanelProps {
  doc: Doc
  /** Null while the first check of the draft runs. */
  problems: Problem[] | null
  /** Set when the server refused a publish: its list is shown until the next edit. */
  refused: boolean
  open: boolean
  onToggle: () => void
}

export const PROBLEMS_PANEL_ID = 'dz-problems'

/** Said while the first check of a draft runs (the panel's summary, 发布's reason to wait). */
export const CHECKING_TEXT = '正在检查页面内容…'

/** Opens the widget (or the page settings) a problem is about, with the field focused. */
function reveal(problem: Problem) {
  const editor = editorStore.getState()
  const uuid = problem.uuid || null
  editor.select(uuid)
  editor.focusField(uuid, problem.path)
}

/** '错误 2 · 警告 1' */
export function problemCounts(problems: readonly Problem[]): { errors: number; warnings: number } {
  const errors = problems.filter((problem) => problem.severity !== 'warning').length
  return { errors, warnings: problems.length - errors }
}

function summary(errors: number, warnings: number, refused: boolean, checking: boolean): string {
  if (checking) return CHECKING_TEXT
  if (errors > 0) return refused ? '发布被拒绝，请先修复错误' : '修复错误后才能发布'
  return warnings > 0 ? '可以发布，请留意警告' : '可以发布'
}

function ProblemList({ doc, problems, kind }: { doc: Doc; problems: Problem[]; kind: 'error' | 'warning' }) {
  const title = kind === 'error' ? '错误' : '警告'
  const headingId = `dz-problems-${kind}`
  return (
    <section className={`dz-problems__group dz-problems__group--${kind}`} aria-labelledby={headingId}>
      <h3 className="dz-problems__group-title" id={headingId}>
        {title} {problems.length}
      </h3>
      <ul className="dz-problems__list">
        {problems.map((problem, index) => {
          const field = fieldLabel(problem)
          const where = widgetLabel(doc, problem)
          return (
            <li key={`${problem.uuid}${problem.path}${problem.message}${index}`} className="dz-problems__item">
              <button type="button" className="dz-problem" onClick={() => reveal(problem)}>
                <span className="dz-problem__where">
                  <strong>{where}</strong>
                  {field && <span className="dz-problem__field"> · {field}</span>}
                </span>
                <span className="dz-problem__message"> · {problem.message}</span>
              </button>
              {problem.fix?.kind === 'fit-height' && (
                <button
                  type="button"
                  className="dz-btn dz-btn--small dz-problem__fix"
                  aria-label={`${FIT_HEIGHT_LABEL}（${where}，${problem.fix.height} 像素）`}
                  onClick={() => applyFix(problem)}
                >
                  {FIT_HEIGHT_LABEL}
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** What keeps the draft from being published (errors) and what deserves a look (warnings), kept current. */
export function ProblemsPanel({ doc, problems: checked, refused, open, onToggle }: ProblemsPanelProps) {
  const checking = checked === null
  const problems = checked ?? []
  const { errors, warnings } = problemCounts(problems)
  const count = errors + warnings
  const state = errors > 0 ? ' has-errors' : warnings > 0 ? ' has-warnings' : ''
  return (
    <section className={`dz-problems${open ? ' is-open' : ''}${state}`} aria-labelledby="dz-problems-title">
      <h2 className="dz-problems__head" id="dz-problems-title">
        <button
          type="button"
          className="dz-problems__toggle"
          aria-expanded={open}
          aria-controls={PROBLEMS_PANEL_ID}
          onClick={onToggle}
        >
          {checking ? (
            <span className="dz-spinner" aria-hidden="true" />
          ) : (
            <Icon name={count > 0 ? 'warning' : 'check'} />
          )}
          <span>问题</span>
          {!checking && (
            <span className="dz-problems__counts">
              错误 {errors} · 警告 {warnings}
            </span>
          )}
          <span className="dz-problems__summary">{summary(errors, warnings, refused, checking)}</span>
          <span className="dz-problems__chevron">
            <Icon name="chevron" />
          </span>
        </button>
      </h2>
      <div id={PROBLEMS_PANEL_ID} className="dz-problems__body" hidden={!open}>
        {checking ? (
          <p className="dz-problems__empty" role="status">
            {CHECKING_TEXT}
          </p>
        ) : count === 0 ? (
          <p className="dz-problems__empty">页面内容都符合要求。</p>
        ) : (
          <>
            {errors > 0 && (
              <ProblemList
                doc={doc}
                kind="error"
                problems={problems.filter((problem) => problem.severity !== 'warning')}
              />
            )}
            {warnings > 0 && (
              <ProblemList
                doc={doc}
                kind="warning"
                problems={problems.filter((problem) => problem.severity === 'warning')}
              />
            )}
          </>
        )}
      </div>
    </section>
  )
}
