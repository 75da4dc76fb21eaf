import { useState } from 'react'
import { ConfirmDialog } from '../../runtime/components/modal/ConfirmDialog.tsx'
import { refuseLocked } from '../actions/locked.ts'
import { ALIGN_LABELS, canAlign, groupAlign, type AlignEdge } from '../store/commands/group-align.ts'
import { DISTRIBUTE_LABELS, canDistribute, groupDistribute, type Axis } from '../store/commands/group-distribute.ts'
import { editorStore, useEditor } from '../store/editor-store.ts'
import type { Command } from '../store/types.ts'
import { AlignIcon, DistributeIcon } from './group-icons.tsx'
import './outline.css'

const ALIGN_EDGES: AlignEdge[] = ['left', 'center', 'right', 'top', 'middle', 'bottom']
const AXES: Axis[] = ['horizontal', 'vertical']

/** Why the vertical alignments do nothing for page widgets. */
const STACK_NOTE = '页面挂件自上而下排列，只能水平对齐；自由面板中的挂件可垂直对齐'

/**
 * The inspector's panel for several selected widgets (Shift/Ctrl+click, the marquee): 左对齐 …
 * 底对齐, 水平分布 / 垂直分布 and 删除, each one undoable step. Locked widgets stay where they are;
 * deleting is refused while one of them is locked.
 */
export function GroupPanel() {
  const ids = useEditor((state) => state.selectedIds)
  const doc = useEditor((state) => state.doc)
  const select = useEditor((state) => state.select)
  const [confirming, setConfirming] = useState(false)

  function run(command: Command | null) {
    if (command) editorStore.getState().dispatch(command)
  }

  function remove() {
    setConfirming(false)
    editorStore.getState().deleteSelected()
  }

  return (
    <section className="dzo-group" aria-label="多选操作">
      <header className="dzo-group__head">
        <strong>已选中 {ids.length} 个挂件</strong>
        <button type="button" className="dzi-link-button" onClick={() => select(null)}>
          取消选择
        </button>
      </header>
      <div className="dzo-group__row" role="group" aria-label="对齐">
        {ALIGN_EDGES.map((edge) => {
          const enabled = canAlign(doc, ids, edge)
          return (
            <button
              key={edge}
              type="button"
              className="dzo-tool"
              aria-label={ALIGN_LABELS[edge]}
              title={enabled ? ALIGN_LABELS[edge] : `${ALIGN_LABELS[edge]}：${STACK_NOTE}`}
              disabled={!enabled}
              onClick={() => run(groupAlign(editorStore.getState().doc, ids, edge))}
            >
              <AlignIcon edge={edge} />
            </button>
          )
        })}
      </div>
      <div className="dzo-group__row" role="group" aria-label="分布">
        {AXES.map((axis) => (
          <button
            key={axis}
            type="button"
            className="dzo-tool dzo-tool--wide"
            title={canDistribute(doc, ids) ? DISTRIBUTE_LABELS[axis] : '至少选中 3 个挂件才能分布'}
            disabled={!canDistribute(doc, ids)}
            onClick={() => run(groupDistribute(editorStore.getState().doc, ids, axis))}
          >
            <DistributeIcon axis={axis} />
            {DISTRIBUTE_LABELS[axis]}
          </button>
        ))}
        <button
          type="button"
          className="dzo-tool dzo-tool--wide dzo-tool--danger"
          onClick={() => {
            if (!refuseLocked(editorStore.getState())) setConfirming(true)
          }}
        >
          删除
        </button>
      </div>
      <p className="dzo-group__hint">Shift / Ctrl+点击 增减选中，方向键一起移动</p>
      <ConfirmDialog open={confirming} title="提示" onOk={remove} onCancel={() => setConfirming(false)}>
        确定删除选中的 {ids.length} 个挂件？
      </ConfirmDialog>
    </section>
  )
}
