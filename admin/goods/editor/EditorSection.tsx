import type { ReactNode } from 'react'

/** One titled card of the editor, the target of its anchor in the section list. */
export function EditorSection({
  id,
  title,
  extra,
  children,
}: {
  id: string
  title: string
  extra?: ReactNode
  children: ReactNode
}) {
  return (
    <section id={id} className="ac-card gd-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ac-card__title gd-section__title">
        {title}
        {extra && <span className="gd-section__extra">{extra}</span>}
      </h2>
      <div className="ac-card__body">{children}</div>
    </section>
  )
}
