import { Link } from 'react-router-dom'
import { Breadcrumb } from '../../components/breadcrumb/Breadcrumb.tsx'
import { SafeImage } from '../../components/goods-card/SafeImage.tsx'
import { Pagination } from '../../components/pagination/Pagination.tsx'
import { formatDate } from '../../lib/date.ts'
import { ARTICLES_PAGE_SIZE, type NodePageData } from './load-article.ts'
import { NodeTree } from './NodeTree.tsx'
import './article.css'

export interface NodeViewProps extends NodePageData {
  /** The page's own title when it differs from the node name (an informational route). */
  title?: string
  /** Address of page n of this list. */
  pageHref: (page: number) => string
}

/** A node's paged article list beside the node tree. */
export function NodeView({ tree, node, page, title, pageHref }: NodeViewProps) {
  const heading = title ?? node.name
  const { list, total_count } = node.articles
  return (
    <div className="mf-container mf-article">
      <Breadcrumb items={[{ title: '首页', href: '/' }, { title: heading }]} />
      <div className="mf-article__layout">
        <NodeTree tree={tree} currentId={node.node_id} />
        <section className="mf-article__main" aria-labelledby="mf-article-heading">
          <h1 id="mf-article-heading" className="mf-article__heading">
            {heading}
          </h1>
          {list.length > 0 ? (
            <ul className="mf-article__list">
              {list.map((article) => (
                <li key={article.article_id} className="mf-article__row">
                  {article.cover && (
                    <Link
                      to={`/article/detail/${article.article_id}`}
                      className="mf-article__cover"
                      tabIndex={-1}
                      aria-hidden="true"
                    >
                      <SafeImage src={article.cover} alt="" width={200} height={120} />
                    </Link>
                  )}
                  <div className="mf-article__row-body">
                    <h2 className="mf-article__row-title">
                      <Link to={`/article/detail/${article.article_id}`}>{article.title}</Link>
                    </h2>
                    {article.summary && <p className="mf-article__row-summary">{article.summary}</p>}
                    <p className="mf-article__meta">
                      {article.author && <span>{article.author}</span>}
                      <time dateTime={formatDate(article.created)}>{formatDate(article.created)}</time>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mf-article__empty">暂无文章</p>
          )}
          {total_count > ARTICLES_PAGE_SIZE && (
            <Pagination current={page} total={total_count} pageSize={ARTICLES_PAGE_SIZE} pageHref={pageHref} />
          )}
        </section>
      </div>
    </div>
  )
}
