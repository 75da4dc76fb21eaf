import { Link } from 'react-router-dom'
import type { ArticleDetail, ArticleSummary } from '../../api/content.ts'
import { Breadcrumb, type BreadcrumbItem } from '../../components/breadcrumb/Breadcrumb.tsx'
import { formatDate } from '../../lib/date.ts'
import { sanitizeHtml } from '../../lib/sanitize-html.ts'
import './article.css'

export interface ArticleViewProps {
  article: ArticleDetail
  /** Other articles of the node; the sidebar is left out when there are none. */
  siblings?: ArticleSummary[]
  /** Overrides the article title (the staff license shows the license under its own name). */
  title?: string
  /** Previous/next links; informational pages showing one fixed text leave them out. */
  showNeighbours?: boolean
  breadcrumb?: BreadcrumbItem[]
}

/** One article: title, author, date, sanitized content, previous/next, and the node's other articles. */
export function ArticleView({ article, siblings = [], title, showNeighbours = true, breadcrumb }: ArticleViewProps) {
  const heading = title ?? article.title
  const date = formatDate(article.created)
  const crumbs = breadcrumb ?? [
    { title: '首页', href: '/' },
    { title: article.node.name, href: `/article/node/${article.node.node_id}` },
    { title: heading },
  ]
  return (
    <div className="mf-container mf-article">
      <Breadcrumb items={crumbs} />
      <div className={`mf-article__layout${siblings.length === 0 ? ' mf-article__layout--single' : ''}`}>
        {siblings.length > 0 && (
          <nav className="mf-article__aside" aria-label={`${article.node.name}的其他文章`}>
            <h2 className="mf-article__aside-title">{article.node.name}</h2>
            <ul className="mf-article__tree">
              {siblings.map((s) => (
                <li key={s.article_id}>
                  <Link className="mf-article__tree-link" to={`/article/detail/${s.article_id}`}>
                    {s.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <article className="mf-article__main">
          <header className="mf-article__header">
            <h1 className="mf-article__title">{heading}</h1>
            <p className="mf-article__meta">
              {article.author && <span>作者：{article.author}</span>}
              {date && (
                <span>
                  发布时间：<time dateTime={date}>{date}</time>
                </span>
              )}
            </p>
          </header>
          <div className="mf-article__content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(article.content) }} />
          {showNeighbours && (article.prev || article.next) && (
            <nav className="mf-article__neighbours" aria-label="上一篇与下一篇">
              <p>
                上一篇：
                {article.prev ? (
                  <Link to={`/article/detail/${article.prev.article_id}`}>{article.prev.title}</Link>
                ) : (
                  <span className="mf-article__none">没有了</span>
                )}
              </p>
              <p>
                下一篇：
                {article.next ? (
                  <Link to={`/article/detail/${article.next.article_id}`}>{article.next.title}</Link>
                ) : (
                  <span className="mf-article__none">没有了</span>
                )}
              </p>
            </nav>
          )}
        </article>
      </div>
    </div>
  )
}
