import { useEffect, useRef, useState } from 'react'
import type { CategoryNode } from '../../schemas/api/designer.ts'
import { CategoryTree } from './CategoryTree.tsx'
import { useCategories } from './useCategories.ts'

export interface CategorySelectProps {
  value: CategoryNode | null
  onChange: (node: CategoryNode | null) => void
}

/** Category filter of the goods picker: a button opening the category tree, plus 全部分类. */
export function CategorySelect({ value, onChange }: CategorySelectProps) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const { value: nodes, error } = useCategories('category')

  useEffect(() => {
    if (!open) return
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [open])

  function pick(node: CategoryNode | null) {
    onChange(node)
    setOpen(false)
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the handler only lets Escape close the open list without closing the dialog; the controls inside take the focus.
    <div
      ref={root}
      className="dzp-tree-select"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          // Closes the list only, not the dialog around it.
          event.stopPropagation()
          setOpen(false)
        }
      }}
    >
      <button
        type="button"
        className="dzp-input dzp-tree-select__button"
        aria-haspopup="tree"
        aria-expanded={open}
        aria-label={`商品分类：${value?.category_name ?? '全部分类'}`}
        onClick={() => setOpen(!open)}
      >
        <span>{value?.category_name ?? '全部分类'}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div className="dzp-tree-select__panel">
          <button
            type="button"
            className={`dzp-tree-select__all${value ? '' : ' is-selected'}`}
            onClick={() => pick(null)}
          >
            全部分类
          </button>
          {error ? (
            <p className="dzp-field-error">{error}</p>
          ) : (
            <CategoryTree label="商品分类" nodes={nodes} selectedId={value?.category_id ?? null} onSelect={pick} />
          )}
        </div>
      )}
    </div>
  )
}
