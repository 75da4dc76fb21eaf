import type { CategoryNode } from '../../../schemas/api/admin/catalogue.ts'
import { GoodsSearch } from '../../kit/GoodsSearch.tsx'
import { useRemote } from '../../kit/use-remote.ts'
import { couponApi } from './api.ts'

type Item = { id: number; name: string }

interface PickerProps {
  value: Item[]
  onChange: (items: Item[]) => void
  disabled?: boolean
  error?: string
  errorId: string
}

function Chosen({ value, onChange, disabled, what }: Omit<PickerProps, 'error' | 'errorId'> & { what: string }) {
  if (value.length === 0) return <p className="cp-scope__empty">尚未选择{what}</p>
  return (
    <ul className="cp-chips" aria-label={`已选${what}`}>
      {value.map((item) => (
        <li key={item.id} className="cp-chip">
          {item.name}
          {!disabled && (
            <button
              type="button"
              className="cp-chip__remove"
              aria-label={`移除 ${item.name}`}
              onClick={() => onChange(value.filter((other) => other.id !== item.id))}
            >
              ×
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}

/** 指定商品: search the company's goods by name and tick the ones the coupon applies to. */
export function GoodsScopePicker({ value, onChange, disabled, error, errorId }: PickerProps) {
  const chosen = new Set(value.map((item) => item.id))

  function toggle(item: Item) {
    onChange(chosen.has(item.id) ? value.filter((other) => other.id !== item.id) : [...value, item])
  }

  return (
    <div className="cp-scope" role="group" aria-label="适用商品" aria-describedby={error ? errorId : undefined}>
      <Chosen value={value} onChange={onChange} disabled={disabled} what="商品" />
      {!disabled && (
        <GoodsSearch
          label="搜索商品"
          action={(goods) => (
            <input
              type="checkbox"
              aria-label={`适用于 ${goods.item_name}`}
              checked={chosen.has(goods.id)}
              onChange={() => toggle({ id: goods.id, name: goods.item_name })}
            />
          )}
        />
      )}
    </div>
  )
}

function flatten(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)])
}

/** 指定分类: tick categories of the company's three-level tree (a category covers its sub-categories). */
export function CategoryScopePicker({ value, onChange, disabled, error, errorId }: PickerProps) {
  const tree = useRemote(() => couponApi.categories(), 'categories')
  const chosen = new Set(value.map((item) => item.id))
  return (
    <div className="cp-scope" role="group" aria-label="适用分类" aria-describedby={error ? errorId : undefined}>
      <Chosen value={value} onChange={onChange} disabled={disabled} what="分类" />
      {!disabled &&
        (tree.loading ? (
          <p className="cp-scope__empty" role="status">
            正在加载分类…
          </p>
        ) : tree.error ? (
          <p className="cp-scope__empty" role="alert">
            {tree.error}
          </p>
        ) : (
          <ul className="cp-options" aria-label="分类">
            {flatten(tree.data ?? []).map((node) => (
              <li key={node.id} style={{ paddingLeft: (node.level - 1) * 20 }}>
                <label className="cp-option">
                  <input
                    type="checkbox"
                    checked={chosen.has(node.id)}
                    onChange={() =>
                      onChange(
                        chosen.has(node.id)
                          ? value.filter((other) => other.id !== node.id)
                          : [...value, { id: node.id, name: node.category_name }],
                      )
                    }
                  />
                  {node.category_name}
                </label>
              </li>
            ))}
          </ul>
        ))}
    </div>
  )
}
