import { useState, type KeyboardEvent } from 'react'
import type { CategoryNode } from '../../schemas/api/designer.ts'

export interface CategoryTreeProps {
  label: string
  nodes: CategoryNode[]
  selectedId: number | null
  onSelect: (node: CategoryNode) => void
}

/**
 * The category tree (up to three levels) as an ARIA tree: click or Enter picks any level, the
 * arrow beside a parent (or → / ←) opens and closes it.
 */
export function CategoryTree({ label, nodes, selectedId, onSelect }: CategoryTreeProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set())
  const toggle = (id: number, to?: boolean) =>
    setOpen((previous) => {
      const next = new Set(previous)
      if (to ?? !next.has(id)) next.add(id)
      else next.delete(id)
      return next
    })

  function renderNodes(list: CategoryNode[], level: number) {
    return list.map((node) => {
      const parent = node.children.length > 0
      const expanded = open.has(node.category_id)
      const selected = node.category_id === selectedId
      function keyDown(event: KeyboardEvent) {
        if (event.target !== event.currentTarget) return
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault()
          onSelect(node)
        } else if (parent && event.key === 'ArrowRight') toggle(node.category_id, true)
        else if (parent && event.key === 'ArrowLeft') toggle(node.category_id, false)
      }
      return (
        <li
          key={node.category_id}
          role="treeitem"
          aria-level={level}
          aria-selected={selected}
          aria-expanded={parent ? expanded : undefined}
          aria-label={node.category_name}
          tabIndex={0}
          className={`dzp-tree__item${selected ? ' is-selected' : ''}`}
          onKeyDown={keyDown}
        >
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the row is the pointer target of a treeitem; its li parent is focusable and handles the keyboard. */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the row is the pointer target of a treeitem; its li parent is focusable and handles the keyboard. */}
          <div className="dzp-tree__row" style={{ paddingLeft: (level - 1) * 18 }} onClick={() => onSelect(node)}>
            {parent ? (
              <button
                type="button"
                tabIndex={-1}
                className={`dzp-tree__toggle${expanded ? ' is-open' : ''}`}
                aria-label={`${expanded ? '收起' : '展开'}${node.category_name}`}
                onClick={(event) => {
                  event.stopPropagation()
                  toggle(node.category_id)
                }}
              >
                ▸
              </button>
            ) : (
              <span className="dzp-tree__toggle dzp-tree__toggle--leaf" aria-hidden="true" />
            )}
            <span className="dzp-tree__name">{node.category_name}</span>
          </div>
          {parent && expanded && <ul role="group">{renderNodes(node.children, level + 1)}</ul>}
        </li>
      )
    })
  }

  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ul is an ARIA tree with focusable treeitems and keyboard handling, as the tree pattern asks.
    <ul className="dzp-tree" role="tree" aria-label={label}>
      {renderNodes(nodes, 1)}
    </ul>
  )
}
