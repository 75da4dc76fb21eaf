import type { ReactNode } from 'react'
import { Outlet } from 'react-router-dom'
import './edit-layout.css'

export type EditAction = 'edit' | 'add-above' | 'add-below' | 'move-up' | 'move-down' | 'delete'

/** The widget editor's toolbar (spec 2.3), in the order the spec names them. */
export const EDIT_ACTIONS: ReadonlyArray<{ action: EditAction; label: string }> = [
  { action: 'edit', label: '编辑' },
  { action: 'add-above', label: '上方添加' },
  { action: 'add-below', label: '下方添加' },
  { action: 'move-up', label: '上移' },
  { action: 'move-down', label: '下移' },
  { action: 'delete', label: '删除' },
]

export interface EditLayoutProps {
  onAction(action: EditAction): void
  /** Actions that do not apply now, e.g. 上移 on the first widget. */
  disabled?: ReadonlySet<EditAction>
  children?: ReactNode
}

/** Spec 2.3 edit layout: the widget toolbar above the widget being edited. */
export function EditLayout({ onAction, disabled, children }: EditLayoutProps) {
  return (
    <div className="mf-edit-layout">
      <div className="mf-edit-layout__toolbar" role="toolbar" aria-label="挂件操作">
        {EDIT_ACTIONS.map(({ action, label }) => (
          <button
            key={action}
            type="button"
            className={`mf-edit-layout__button${action === 'delete' ? ' mf-edit-layout__button--danger' : ''}`}
            disabled={disabled?.has(action)}
            onClick={() => onAction(action)}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="mf-edit-layout__body">{children ?? <Outlet />}</div>
    </div>
  )
}
