import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import type { AdminArea } from '../../schemas/api/admin/areas.ts'
import type { DashboardTodos } from '../../schemas/api/admin/dashboard.ts'
import { TODOS } from './todos.ts'

/** 待办事项: what waits for the operator, each opening its filtered list; the stock threshold is editable. */
export function TodoPanel({
  todos,
  threshold,
  areas,
  onThreshold,
}: {
  todos: DashboardTodos | undefined
  threshold: number
  areas: readonly AdminArea[]
  onThreshold: (threshold: number) => void
}) {
  const [draft, setDraft] = useState(String(threshold))
  useEffect(() => setDraft(String(threshold)), [threshold])

  const commit = () => {
    const value = Number(draft)
    if (draft.trim() !== '' && Number.isInteger(value) && value >= 0 && value <= 100_000) onThreshold(value)
    else setDraft(String(threshold))
  }

  return (
    <section className="ac-card ac-dash-todos" aria-labelledby="dash-todos">
      <h2 className="ac-card__title" id="dash-todos">
        待办事项
      </h2>
      <ul className="ac-dash-todos__list" aria-busy={!todos}>
        {TODOS.map((todo) => {
          const count = todos?.[todo.key]
          const body = (
            <>
              <span className="ac-dash-todos__label">{todo.label}</span>
              {count === undefined ? (
                <span className="ac-dash-skeleton ac-dash-skeleton--count" aria-hidden="true" />
              ) : (
                <strong className={`ac-dash-todos__count${count > 0 ? ' ac-dash-todos__count--due' : ''}`}>
                  {count}
                </strong>
              )}
            </>
          )
          const allowed = todo.link?.areas.some((area) => areas.includes(area))
          return (
            <li key={todo.key}>
              {todo.link && allowed ? (
                <Link
                  className="ac-dash-todos__item"
                  to={todo.link.to(threshold)}
                  aria-label={`${todo.label} ${count ?? ''}`.trim()}
                >
                  {body}
                  <span className="ac-dash-todos__go" aria-hidden="true">
                    ›
                  </span>
                </Link>
              ) : (
                <div className="ac-dash-todos__item" title={todo.elsewhere ?? '您的角色无权打开该列表'}>
                  {body}
                  {todo.elsewhere && <span className="ac-dash-todos__note">{todo.elsewhere}</span>}
                </div>
              )}
            </li>
          )
        })}
      </ul>
      <form
        className="ac-dash-todos__threshold"
        onSubmit={(event) => {
          event.preventDefault()
          commit()
        }}
      >
        <label htmlFor="dash-threshold">库存告急阈值</label>
        <input
          id="dash-threshold"
          className="dz-input"
          type="number"
          min={1}
          max={100000}
          step={1}
          inputMode="numeric"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
        />
        <span className="dz-muted">件以下</span>
      </form>
    </section>
  )
}
