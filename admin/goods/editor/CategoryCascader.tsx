import { useEffect, useState } from 'react'
import type { CategoryNode } from '../../../schemas/api/admin/catalogue.ts'
import { SelectField } from '../../kit/FormField.tsx'
import { pathTo } from '../catalogue/category-paths.ts'

const LEVELS = ['一级分类', '二级分类', '三级分类'] as const

/** The chosen id at each level for a category (null where there is none). */
function levelsOf(nodes: CategoryNode[], id: number | null): (number | null)[] {
  const path = pathTo(nodes, id)
  return [0, 1, 2].map((level) => path[level]?.id ?? null)
}

/**
 * 商品分类 as three cascading selects: a first-level category opens its second level, which opens
 * its third; goods belong to a third-level category (`onChange` gets its id, or null until then).
 */
export function CategoryCascader({
  nodes,
  value,
  error,
  onChange,
  onBlur,
}: {
  nodes: CategoryNode[]
  value: number | null
  error?: string
  onChange: (id: number | null) => void
  onBlur: () => void
}) {
  const [chosen, setChosen] = useState(() => levelsOf(nodes, value))

  // A category from outside (the tree arriving later) shows as its path.
  useEffect(() => {
    if (value !== null && pathTo(nodes, value).length > 0) setChosen(levelsOf(nodes, value))
  }, [nodes, value])

  const options: CategoryNode[][] = [nodes]
  for (let level = 1; level < 3; level++) {
    const parent = options[level - 1]!.find((node) => node.id === chosen[level - 1])
    options.push(parent?.children ?? [])
  }
  // The message sits under the first select still to choose.
  const missing = chosen.indexOf(null)
  const errorAt = error ? (missing === -1 ? 2 : missing) : -1

  function pick(level: number, id: number | null) {
    const next = chosen.map((old, at) => (at < level ? old : at === level ? id : null))
    setChosen(next)
    onChange(level === 2 ? id : null)
  }

  return (
    <fieldset
      className="gd-cascader"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur()
      }}
    >
      <legend className="dz-field__label gd-required">商品分类</legend>
      <div className="gd-cascader__row">
        {LEVELS.map((label, level) => (
          <SelectField
            key={label}
            label={label}
            value={chosen[level] === null ? '' : String(chosen[level])}
            disabled={level > 0 && chosen[level - 1] === null}
            error={errorAt === level ? error : undefined}
            onChange={(id) => pick(level, id ? Number(id) : null)}
          >
            <option value="">请选择{label}</option>
            {options[level]!.map((node) => (
              <option key={node.id} value={node.id}>
                {node.category_name}
                {node.is_show ? '' : '（已隐藏）'}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
    </fieldset>
  )
}
