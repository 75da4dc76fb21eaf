import type { ArticleNodeView } from '../../schemas/api/admin/articles.ts'

/** Whether the node has a sibling before (up) or after (down) it, so 上移/下移 can be offered. */
function neighbours(nodes: ArticleNodeView[], node: ArticleNodeView) {
  const siblings = nodes.filter((n) => n.parent_id === node.parent_id)
  const at = siblings.findIndex((n) => n.id === node.id)
  return { first: at === 0, last: at === siblings.length - 1 }
}

/**
 * The article nodes as an indented list: choosing one lists its articles; each row has 上移,
 * 下移, 重命名, 新增子栏目 and 删除 as buttons, so the tree is kept in order from the keyboard.
 */
export function NodeTree({
  nodes,
  selected,
  busy,
  onSelect,
  onMove,
  onRename,
  onAddChild,
  onDelete,
}: {
  nodes: ArticleNodeView[]
  selected: number | null
  busy: boolean
  onSelect: (id: number | null) => void
  onMove: (node: ArticleNodeView, direction: 'up' | 'down') => void
  onRename: (node: ArticleNodeView) => void
  onAddChild: (node: ArticleNodeView) => void
  onDelete: (node: ArticleNodeView) => void
}) {
  return (
    <ul className="ct-tree" aria-label="文章栏目">
      <li>
        <div className={`ct-tree__row${selected === null ? ' is-current' : ''}`} style={{ paddingLeft: 8 }}>
          <button
            type="button"
            className="ct-tree__name"
            aria-current={selected === null ? 'true' : undefined}
            onClick={() => onSelect(null)}
          >
            全部文章
          </button>
        </div>
      </li>
      {nodes.map((node) => {
        const { first, last } = neighbours(nodes, node)
        const current = node.id === selected
        return (
          <li key={node.id}>
            <div className={`ct-tree__row${current ? ' is-current' : ''}`} style={{ paddingLeft: 8 + node.depth * 16 }}>
              <button
                type="button"
                className="ct-tree__name"
                aria-current={current ? 'true' : undefined}
                title={`栏目代码：${node.code}`}
                onClick={() => onSelect(node.id)}
              >
                {node.name}
                <span className="ct-tree__count" title="已发布/全部文章">
                  {node.published_count}/{node.article_count}
                </span>
              </button>
              <span className="ct-tree__actions">
                <button
                  type="button"
                  className="dz-link"
                  aria-label={`上移 ${node.name}`}
                  disabled={busy || first}
                  onClick={() => onMove(node, 'up')}
                >
                  上移
                </button>
                <button
                  type="button"
                  className="dz-link"
                  aria-label={`下移 ${node.name}`}
                  disabled={busy || last}
                  onClick={() => onMove(node, 'down')}
                >
                  下移
                </button>
                <button
                  type="button"
                  className="dz-link"
                  aria-label={`重命名 ${node.name}`}
                  onClick={() => onRename(node)}
                >
                  重命名
                </button>
                <button
                  type="button"
                  className="dz-link"
                  aria-label={`新增子栏目 ${node.name}`}
                  onClick={() => onAddChild(node)}
                >
                  子栏目
                </button>
                <button
                  type="button"
                  className="dz-link dz-link--danger"
                  aria-label={`删除 ${node.name}`}
                  disabled={busy}
                  onClick={() => onDelete(node)}
                >
                  删除
                </button>
              </span>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
