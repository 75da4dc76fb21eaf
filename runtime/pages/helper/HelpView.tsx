import { Link } from 'react-router-dom'
import { sanitizeHtml } from '../../lib/sanitize-html.ts'
import type { HelpData } from './load-help.ts'
import '../../features/article/article.css'
import './help.css'

export interface HelpViewProps extends HelpData {
  /** The page's heading: 购物帮助 or 帮助中心. */
  title: string
  /** The page's own path; an article is `${path}?article=id`. */
  path: string
}

/** The help topics with their articles beside the article being read. */
export function HelpView({ topics, article, title, path }: HelpViewProps) {
  return (
    <div className="mf-article__layout mf-help">
      <nav className="mf-article__aside" aria-label={title}>
        <h2 className="mf-article__aside-title">{title}</h2>
        {topics.map((topic) => (
          <section key={topic.node_id} className="mf-help__topic" aria-label={topic.name}>
            <h3 className="mf-article__tree-group mf-help__topic-title">{topic.name}</h3>
            <ul className="mf-article__tree">
              {topic.articles.map((entry) => {
                const current = entry.article_id === article?.article_id
                return (
                  <li key={entry.article_id}>
                    <Link
                      className={`mf-article__tree-link${current ? ' is-current' : ''}`}
                      to={`${path}?article=${entry.article_id}`}
                      aria-current={current ? 'page' : undefined}
                      preventScrollReset
                    >
                      {entry.title}
                    </Link>
                  </li>
                )
              })}
            </ul>
          </section>
        ))}
      </nav>
      {article ? (
        <article className="mf-article__main" aria-labelledby="mf-help-article-title">
          <header className="mf-article__header">
            <p className="mf-help__crumb">{article.node.name}</p>
            <h1 className="mf-article__title" id="mf-help-article-title">
              {article.title}
            </h1>
          </header>
          <div className="mf-article__content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(article.content) }} />
        </article>
      ) : (
        <section className="mf-article__main" aria-labelledby="mf-help-empty-title">
          <h1 className="mf-article__title" id="mf-help-empty-title">
            {title}
          </h1>
          <p className="mf-article__empty">暂无帮助内容</p>
        </section>
      )}
    </div>
  )
}
