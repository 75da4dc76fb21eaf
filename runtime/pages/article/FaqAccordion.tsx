import { useId, useState } from 'react'
import type { FaqGroup } from '../../api/content.ts'
import { sanitizeHtml } from '../../lib/sanitize-html.ts'

/**
 * FAQ groups as an accordion (WAI-ARIA pattern): each question is a button controlling the region
 * holding its answer. All answers start closed; several may be open at once.
 */
export function FaqAccordion({ groups }: { groups: FaqGroup[] }) {
  const baseId = useId()
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set())
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })

  return (
    <div className="mf-faq">
      {groups.map((group) => (
        <section key={group.node_id} className="mf-faq__group" aria-labelledby={`${baseId}-g${group.node_id}`}>
          <h2 id={`${baseId}-g${group.node_id}`} className="mf-faq__group-title">
            {group.name}
          </h2>
          {group.faqs.length === 0 && <p className="mf-article__empty">暂无问题</p>}
          {group.faqs.map((faq) => {
            const expanded = open.has(faq.article_id)
            const buttonId = `${baseId}-q${faq.article_id}`
            const panelId = `${baseId}-a${faq.article_id}`
            return (
              <div key={faq.article_id} className={`mf-faq__item${expanded ? ' is-open' : ''}`}>
                <h3 className="mf-faq__question">
                  <button
                    type="button"
                    id={buttonId}
                    className="mf-faq__toggle"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => toggle(faq.article_id)}
                  >
                    <span className="mf-faq__mark" aria-hidden="true">
                      Q
                    </span>
                    <span className="mf-faq__text">{faq.question}</span>
                    <span className="mf-faq__chevron" aria-hidden="true" />
                  </button>
                </h3>
                <div
                  id={panelId}
                  role="region"
                  aria-labelledby={buttonId}
                  className="mf-faq__answer"
                  hidden={!expanded}
                  dangerouslySetInnerHTML={{ __html: sanitizeHtml(faq.answer) }}
                />
              </div>
            )
          })}
        </section>
      ))}
    </div>
  )
}
