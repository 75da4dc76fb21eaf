import type { DashboardFigures } from '../../schemas/api/admin/dashboard.ts'
import { changeOf } from './change.ts'
import { FIGURES, formatFigure } from './figures.ts'

/** The range's six figures, each with its change against the previous period (skeletons while loading). */
export function FigureCards({
  figures,
  previous,
  previousLabel,
}: {
  figures: DashboardFigures | undefined
  previous: DashboardFigures | undefined
  /** '昨日', '前7天' …: what the change compares with. */
  previousLabel: string
}) {
  return (
    <ul className="ac-dash-figures" aria-label="核心指标" aria-busy={!figures}>
      {FIGURES.map((spec) => {
        if (!figures || !previous) {
          return (
            <li key={spec.key} className="ac-dash-figure">
              <span className="ac-dash-figure__label">{spec.label}</span>
              <span className="ac-dash-skeleton ac-dash-skeleton--value" aria-hidden="true" />
              <span className="ac-dash-skeleton ac-dash-skeleton--line" aria-hidden="true" />
            </li>
          )
        }
        const change = changeOf(figures[spec.key], previous[spec.key])
        return (
          <li key={spec.key} className="ac-dash-figure" title={spec.hint}>
            <span className="ac-dash-figure__label">{spec.label}</span>
            <strong
              className={`ac-dash-figure__value${spec.key === 'paid_amount' ? ' ac-dash-figure__value--price' : ''}`}
            >
              {formatFigure(spec, figures[spec.key])}
            </strong>
            <span className="ac-dash-figure__change">
              较{previousLabel}
              <span className={`ac-dash-change ac-dash-change--${change.direction}`} aria-hidden="true">
                {change.text}
              </span>
              <span className="mf-visually-hidden">{change.spoken}</span>
            </span>
            <span className="ac-dash-figure__previous">
              {previousLabel} {formatFigure(spec, previous[spec.key])}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
