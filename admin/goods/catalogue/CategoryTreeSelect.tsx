import { useEffect, useRef, useState } from 'react'
import type { CategoryNode } from '../../../schemas/api/admin/catalogue.ts'
import type { CategoryNode as TreeNode } from '../../../schemas/api/designer.ts'
import { CategoryTree } from '../../../designer/pickers/CategoryTree.tsx'
import { pathName } from './category-paths.ts'

const asTree = (nodes: readonly CategoryNode[]): TreeNode[] =>
  nodes.map((node) => ({ category_id: node.id, category_name: node.category_name, children: asTree(node.children) }))

/**
 * A category filter: a button showing the chosen category's path, opening the category tree (the
 * designer's ARIA tree: any level may be picked) with 全部分类 above it.
 */
export function CategoryTreeSelect({
  label,
  nodes,
  value,
  onChange,
}: {
  label: string
  nodes: CategoryNode[]
  value: number | null
  onChange: (id: number | null) => void
}) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const shown = value === null ? '全部分类' : pathName(nodes, value) || '全部分类'

  useEffect(() => {
    if (!open) return
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [open])

  function pick(id: number | null) {
    onChange(id)
    setOpen(false)
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the open tree; the controls inside take the focus
    <div
      ref={root}
      className="dzp-tree-select gd-tree-select"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          setOpen(false)
        }
      }}
    >
      <span className="ac-filter__label">{label}</span>
      <button
        type="button"
        className="dz-input gd-tree-select__button"
        aria-haspopup="tree"
        aria-expanded={open}
        aria-label={`${label}：${shown}`}
        onClick={() => setOpen(!open)}
      >
        <span className="gd-tree-select__text">{shown}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div className="dzp-tree-select__panel gd-tree-select__panel">
          <button
            type="button"
            className={`dzp-tree-select__all${value === null ? ' is-selected' : ''}`}
            onClick={() => pick(null)}
          >
            全部分类
          </button>
          <CategoryTree
            label={label}
            nodes={asTree(nodes)}
            selectedId={value}
            onSelect={(node) => pick(node.category_id)}
          />
        </div>
      )}
    </div>
  )
}
