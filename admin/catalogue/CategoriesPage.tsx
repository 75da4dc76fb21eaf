import { useEffect, useRef, useState } from 'react'
import type { CategoryMoveBody, CategoryNode } from '../../schemas/api/admin/catalogue.ts'
import { toast } from '../../runtime/components/toast/toast.ts'
import { adminApi } from '../api.ts'
import { PageHeader } from '../kit/PageHeader.tsx'
import { useRemote } from '../kit/use-remote.ts'
import { sessionEnded } from '../shell/access.ts'
import { failureText } from '../settings/forms.ts'
import { CategoryDrawer, type CategoryDialog } from './CategoryDrawer.tsx'
import { CategoryRows } from './CategoryRows.tsx'
import { locate, parentIds, stepMove } from './category-moves.ts'
import { MoveDrawer } from './MoveDrawer.tsx'
import './catalogue.css'

const countAll = (nodes: CategoryNode[]): number => nodes.reduce((sum, node) => sum + 1 + countAll(node.children), 0)

/** "数码 › 手机": the names from the top down to the node. */
function pathOf(tree: CategoryNode[], id: number): string {
  const at = locate(tree, id)
  if (!at) return ''
  return at.parent ? `${pathOf(tree, at.parent.id)} › ${at.node.category_name}` : at.node.category_name
}

/**
 * 商品 › 分类: the shop's three-level category tree (like 有赞's 商品分组). Each row shows the
 * picture, name, goods count and a 显示 switch, with 添加子分类, 编辑, 删除 and the moves; rows are
 * dragged to reorder or to move under another category. Refusals come back as Chinese toasts.
 */
export function CategoriesPage() {
  const remote = useRemote(() => adminApi.categories(), 'categories')
  const tree = remote.data ?? []
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set())
  const [dialog, setDialog] = useState<CategoryDialog | null>(null)
  const [moving, setMoving] = useState<CategoryNode | null>(null)
  const [round, setRound] = useState(0)
  const [busy, setBusy] = useState(false)
  /**
   * A control to focus once the tree has reloaded after a move (the row moved, so its buttons were
   * re-created) and the buttons are enabled again — whichever of the two comes last.
   */
  const refocus = useRef<{ selector: string; before: CategoryNode[] | undefined } | null>(null)

  useEffect(() => {
    const pending = refocus.current
    if (!pending || busy || remote.data === pending.before) return
    refocus.current = null
    document.querySelector<HTMLElement>(pending.selector)?.focus()
  }, [remote.data, busy])

  async function run(work: () => Promise<unknown>, done: string) {
    if (busy) return false
    setBusy(true)
    try {
      await work()
      toast.success(done)
      remote.reload()
      return true
    } catch (failure) {
      if (!sessionEnded(failure)) toast.error(failureText(failure))
      return false
    } finally {
      setBusy(false)
    }
  }

  async function move(body: CategoryMoveBody, focus?: string) {
    const name = locate(tree, body.id)?.node.category_name ?? ''
    refocus.current = { selector: focus ?? `[data-category-id="${body.id}"] [data-action="up"]`, before: remote.data }
    if (body.parent_id !== null) setCollapsed((current) => new Set([...current].filter((id) => id !== body.parent_id)))
    const moved = await run(() => adminApi.moveCategory(body), `已移动「${name}」`)
    if (!moved) refocus.current = null
    return moved
  }

  function openDialog(next: CategoryDialog) {
    setRound((n) => n + 1)
    setDialog(next)
  }

  const actions = {
    onToggle: (node: CategoryNode) =>
      setCollapsed((current) => {
        const next = new Set(current)
        if (!next.delete(node.id)) next.add(node.id)
        return next
      }),
    onAdd: (parent: CategoryNode) => openDialog({ mode: 'create', parent, path: pathOf(tree, parent.id) }),
    onEdit: (node: CategoryNode) =>
      openDialog({ mode: 'edit', node, path: node.parent_id === null ? '' : pathOf(tree, node.parent_id) }),
    onDelete: (node: CategoryNode) => {
      if (!window.confirm(`确定删除分类「${node.category_name}」？删除后不能恢复。`)) return
      void run(() => adminApi.deleteCategory(node.id), `已删除分类「${node.category_name}」`)
    },
    onShow: (node: CategoryNode, shown: boolean) =>
      void run(
        () => adminApi.updateCategory(node.id, { is_show: shown ? 1 : 0 }),
        shown
          ? `「${node.category_name}」已在商城显示`
          : `已隐藏「${node.category_name}」，商城菜单中不再显示它和它的子分类`,
      ),
    onStep: (node: CategoryNode, step: -1 | 1) => {
      const body = stepMove(tree, node.id, step)
      if (!body) return
      // Focus stays on the button pressed, or on the other one once the row reaches an end.
      const last = (locate(tree, node.id)?.siblings.length ?? 1) - 1
      const action = step < 0 ? (body.index === 0 ? 'down' : 'up') : body.index === last ? 'up' : 'down'
      void move(body, `[data-category-id="${node.id}"] [data-action="${action}"]`)
    },
    onMoveTo: (node: CategoryNode) => {
      setRound((n) => n + 1)
      setMoving(node)
    },
    onMove: (body: CategoryMoveBody) => void move(body),
  }

  const allOpen = collapsed.size === 0
  return (
    <>
      <PageHeader
        crumbs={[{ label: '商品', to: '/goods' }, { label: '分类' }]}
        title="商品分类"
        actions={
          <>
            <button
              type="button"
              className="dz-btn"
              disabled={tree.length === 0}
              onClick={() => setCollapsed(allOpen ? new Set(parentIds(tree)) : new Set())}
            >
              {allOpen ? '收起全部' : '展开全部'}
            </button>
            <button
              type="button"
              className="dz-btn dz-btn--primary"
              onClick={() => openDialog({ mode: 'create', parent: null, path: '' })}
            >
              新增一级分类
            </button>
          </>
        }
      />
      <section className="ac-card" aria-label="分类">
        <p className="cg-tip">
          <span>共 {countAll(tree)} 个分类，最多三级。</span>
          拖动整行可调整顺序，拖到另一分类的中间可移到它下面；也可以用「上移」「下移」「移动到…」。隐藏的分类及其子分类不在商城显示。
        </p>
        <div className="ac-table-wrap" aria-busy={remote.loading || busy}>
          <table className="ac-table cg-table">
            <caption className="mf-visually-hidden">商品分类（三级）</caption>
            <thead>
              <tr>
                <th scope="col">分类名称</th>
                <th scope="col" className="ac-num" style={{ width: 90 }}>
                  商品数
                </th>
                <th scope="col" style={{ width: 100 }}>
                  显示
                </th>
                <th scope="col" style={{ width: 360 }}>
                  操作
                </th>
              </tr>
            </thead>
            <tbody>
              <CategoryRows tree={tree} collapsed={collapsed} busy={busy} actions={actions} />
            </tbody>
          </table>
          {remote.error && (
            <p className="ac-table-note" role="alert">
              {remote.error}
              <button type="button" className="dz-btn" onClick={remote.reload}>
                重试
              </button>
            </p>
          )}
          {!remote.error && remote.loading && !remote.data && <p className="ac-table-note">正在加载…</p>}
          {!remote.error && remote.data?.length === 0 && (
            <p className="ac-table-note">还没有分类，点击右上角「新增一级分类」开始搭建分类树</p>
          )}
        </div>
      </section>
      <CategoryDrawer
        key={`edit-${round}`}
        dialog={dialog}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null)
          remote.reload()
        }}
      />
      <MoveDrawer
        key={`move-${round}`}
        tree={tree}
        node={moving}
        onClose={() => setMoving(null)}
        onMove={(body) => {
          void move(body).then((moved) => moved && setMoving(null))
        }}
      />
    </>
  )
}
