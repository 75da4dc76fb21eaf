import { Link } from 'react-router-dom'
import type { ArticleNode } from '../../api/content.ts'

/** The node tree sidebar; the current node is marked. Nodes without articles or children are skipped. */
export function NodeTree({ tree, currentId }: { tree: ArticleNode[]; currentId: number }) {
  const visible = (node: ArticleNode): boolean => node.article_count > 0 || node.children.some(visible)
  const renderNodes = (nodes: ArticleNode[], depth: number) => (
    <ul className={`mf-article__tree mf-article__tree--depth${depth}`}>
      {nodes.filter(visible).map((node) => (
        <li key={node.node_id}>
          {node.article_count > 0 ? (
            <Link
              className={`mf-article__tree-link${node.node_id === currentId ? ' is-current' : ''}`}
              to={`/article/node/${node.node_id}`}
              aria-current={node.node_id === currentId ? 'page' : undefined}
            >
              {node.name}
            </Link>
          ) : (
            <span className="mf-article__tree-group">{node.name}</span>
          )}
          {node.children.length > 0 && renderNodes(node.children, depth + 1)}
        </li>
      ))}
    </ul>
  )
  return (
    <nav className="mf-article__aside" aria-label="文章栏目">
      <h2 className="mf-article__aside-title">文章栏目</h2>
      {renderNodes(tree, 0)}
    </nav>
  )
}
