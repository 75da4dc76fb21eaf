import { useState, type DragEvent, type ReactElement } from 'react'
import { CATEGORY_MAX_LEVEL, type CategoryMoveBody, type CategoryNode } from '../../schemas/api/admin/catalogue.ts'
import { dropMove, dropPlace, type DropPlace } from './category-moves.ts'

const LEVEL_NAMES = ['', '一级', '二级', '三级']

export interface RowActions {
  onToggle: (node: CategoryNode) => void
  onAdd: (parent: CategoryNode) => void
  onEdit: (node: CategoryNode) => void
  onDelete: (node: CategoryNode) => void
  onShow: (node: CategoryNode, shown: boolean) => void
  onStep: (node: CategoryNode, step: -1 | 1) => void
  onMoveTo: (node: CategoryNode) => void
  onMove: (body: CategoryMoveBody) => void
}

interface Indicator {
  id: number
  place: DropPlace
}

/**
 * The tree as table rows, each indented by its level. A row is dragged by the mouse (HTML5 drag
 * and drop): dropped on the upper or lower quarter of another row it goes above or below it, on
 * the middle it becomes that row's last child; a line or a tint shows where it will land. Every
 * move can also be made with the row's buttons (上移, 下移, 移动到…).
 */
export function CategoryRows({
  tree,
  collapsed,
  busy,
  actions,
}: {
  tree: CategoryNode[]
  collapsed: ReadonlySet<number>
  busy: boolean
  actions: RowActions
}) {
  const [dragged, setDragged] = useState<number | null>(null)
  const [indicator, setIndicator] = useState<Indicator | null>(null)

  function targetOf(event: DragEvent<HTMLTableRowElement>, node: CategoryNode) {
    if (dragged === null) return undefined
    const box = event.currentTarget.getBoundingClientRect()
    const place = dropPlace(event.clientY - box.top, box.height, node.level < CATEGORY_MAX_LEVEL)
    const body = dropMove(tree, dragged, node.id, place)
    return body && { body, place }
  }

  function over(event: DragEvent<HTMLTableRowElement>, node: CategoryNode) {
    const target = targetOf(event, node)
    if (!target) {
      setIndicator(null)
      return
    }
    event.preventDefault()
    event.dataTransfer.dropEffect = 'move'
    if (indicator?.id !== node.id || indicator.place !== target.place)
      setIndicator({ id: node.id, place: target.place })
  }

  function drop(event: DragEvent<HTMLTableRowElement>, node: CategoryNode) {
    event.preventDefault()
    const target = targetOf(event, node)
    setDragged(null)
    setIndicator(null)
    if (target) actions.onMove(target.body)
  }

  const rows: ReactElement[] = []
  const add = (nodes: CategoryNode[], hiddenAbove: boolean) => {
    nodes.forEach((node, index) => {
      const open = !collapsed.has(node.id)
      const mark = indicator?.id === node.id ? ` is-drop-${indicator.place}` : ''
      rows.push(
        <tr
          key={node.id}
          data-category-id={node.id}
          className={`cg-row${dragged === node.id ? ' is-dragged' : ''}${mark}`}
          draggable={!busy}
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move'
            event.dataTransfer.setData('text/plain', String(node.id))
            setDragged(node.id)
          }}
          onDragOver={(event) => over(event, node)}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIndicator(null)
          }}
          onDrop={(event) => drop(event, node)}
          onDragEnd={() => {
            setDragged(null)
            setIndicator(null)
          }}
        >
          <td>
            <div className="cg-name" style={{ paddingLeft: (node.level - 1) * 28 }}>
              <span className="cg-handle" aria-hidden="true" title="拖动调整位置">
                ⠿
              </span>
              {node.children.length > 0 ? (
                <button
                  type="button"
                  className="cg-toggle"
                  aria-expanded={open}
                  aria-label={`${open ? '收起' : '展开'} ${node.category_name}`}
                  onClick={() => actions.onToggle(node)}
                >
                  <span aria-hidden="true">{open ? '▾' : '▸'}</span>
                </button>
              ) : (
                <span className="cg-toggle cg-toggle--none" />
              )}
              {node.image_url ? (
                <img className="cg-thumb" src={node.image_url} alt="" loading="lazy" />
              ) : (
                <span className="cg-thumb cg-thumb--empty" aria-hidden="true">
                  {node.category_name.slice(0, 1)}
                </span>
              )}
              <span className="cg-title">{node.category_name}</span>
              <span className={`cg-level cg-level--${node.level}`}>{LEVEL_NAMES[node.level]}</span>
              {!node.is_show && <span className="ac-status ac-status--off">已隐藏</span>}
              {node.is_show && hiddenAbove ? <span className="ac-status ac-status--off">随上级隐藏</span> : null}
            </div>
          </td>
          <td className="ac-num">{node.goods_count}</td>
          <td>
            <button
              type="button"
              role="switch"
              aria-checked={node.is_show === 1}
              aria-label={`显示 ${node.category_name}`}
              className="cg-switch"
              disabled={busy}
              onClick={() => actions.onShow(node, node.is_show !== 1)}
            >
              <span className="cg-switch__track" aria-hidden="true" />
              <span className="cg-switch__text">{node.is_show ? '显示' : '隐藏'}</span>
            </button>
          </td>
          <td>
            <span className="ac-actions cg-actions">
              {node.level < CATEGORY_MAX_LEVEL ? (
                <button
                  type="button"
                  className="dz-link"
                  aria-label={`添加子分类 到 ${node.category_name}`}
                  disabled={busy}
                  onClick={() => actions.onAdd(node)}
                >
                  添加子分类
                </button>
              ) : (
                // Keeps the other actions in line with the rows above (third-level categories take no children).
                <span className="cg-actions__gap" aria-hidden="true">
                  添加子分类
                </span>
              )}
              <button
                type="button"
                className="dz-link"
                aria-label={`编辑 ${node.category_name}`}
                disabled={busy}
                onClick={() => actions.onEdit(node)}
              >
                编辑
              </button>
              <button
                type="button"
                className="dz-link"
                data-action="up"
                aria-label={`上移 ${node.category_name}`}
                disabled={busy || index === 0}
                onClick={() => actions.onStep(node, -1)}
              >
                上移
              </button>
              <button
                type="button"
                className="dz-link"
                data-action="down"
                aria-label={`下移 ${node.category_name}`}
                disabled={busy || index === nodes.length - 1}
                onClick={() => actions.onStep(node, 1)}
              >
                下移
              </button>
              <button
                type="button"
                className="dz-link"
                aria-label={`移动到… ${node.category_name}`}
                disabled={busy}
                onClick={() => actions.onMoveTo(node)}
              >
                移动到…
              </button>
              <button
                type="button"
                className="dz-link dz-link--danger"
                aria-label={`删除 ${node.category_name}`}
                disabled={busy}
                onClick={() => actions.onDelete(node)}
              >
                删除
              </button>
            </span>
          </td>
        </tr>,
      )
      if (open) add(node.children, hiddenAbove || !node.is_show)
    })
  }
  add(tree, false)
  return <>{rows}</>
}
