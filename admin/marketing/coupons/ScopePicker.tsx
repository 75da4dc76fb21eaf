import { useState } from 'react'
import type { CategoryNode } from '../../../schemas/api/admin/catalogue.ts'
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
  const [draft, setDraft] = useState('')
  const [keywords, setKeywords] = useState<string | null>(null)
  const found = useRemote(
    () => (keywords === null ? Promise.resolve(null) : couponApi.goods(keywords)),
    String(keywords),
  )
  const chosen = new Set(value.map((item) => item.id))

  function toggle(item: Item) {
    onChange(chosen.has(item.id) ? value.filter((other) => other.id !== item.id) : [...value, item])
  }

  return (
    <div className="cp-scope" role="group" aria-label="适用商品" aria-describedby={error ? errorId : undefined}>
      <Chosen value={value} onChange={onChange} disabled={disabled} what="商品" />
      {!disabled && (
        <>
          <div className="cp-scope__search">
            <input
              className="dz-input"
              aria-label="搜索商品"
              placeholder="输入商品名称或货号"
              value={draft}
              maxLength={60}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault()
                  setKeywords(draft.trim())
                }
              }}
            />
            <button type="button" className="dz-btn" onClick={() => setKeywords(draft.trim())}>
              搜索商品
            </button>
          </div>
          {keywords !== null &&
            (found.loading ? (
              <p className="cp-scope__empty" role="status">
                正在搜索…
              </p>
            ) : found.error ? (
              <p className="cp-scope__empty" role="alert">
                {found.error}
              </p>
            ) : found.data && found.data.list.length === 0 ? (
              <p className="cp-scope__empty">没有找到商品</p>
            ) : (
              <ul className="cp-options" aria-label="商品搜索结果">
                {found.data?.list.map((goods) => (
                  <li key={goods.id}>
                    <label className="cp-option">
                      <input
                        type="checkbox"
                        checked={chosen.has(goods.id)}
                        onChange={() => toggle({ id: goods.id, name: goods.item_name })}
                      />
                      {goods.item_name}
                    </label>
                  </li>
                ))}
              </ul>
            ))}
        </>
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
