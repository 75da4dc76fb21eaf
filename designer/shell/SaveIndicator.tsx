import { retry } from '../store/autosave.ts'
import type { SaveState } from '../store/types.ts'
import { Icon } from './icons.tsx'

/**
 * Where the draft stands. A pending edit is saved within 2 s, so 'dirty' already reads 保存中…;
 * a failed save is a button that tries again.
 */
export function SaveIndicator({ state }: { state: SaveState }) {
  if (state === 'error') {
    return (
      <button type="button" className="dz-save dz-save--error" onClick={() => retry()}>
        <Icon name="warning" />
        保存失败，点击重试
      </button>
    )
  }
  const view: Record<Exclude<SaveState, 'error'>, { text: string; className: string }> = {
    saved: { text: '已保存', className: 'dz-save--saved' },
    dirty: { text: '保存中…', className: 'dz-save--saving' },
    saving: { text: '保存中…', className: 'dz-save--saving' },
    conflict: { text: '保存冲突', className: 'dz-save--error' },
  }
  const { text, className } = view[state]
  return (
    <span className={`dz-save ${className}`} role="status">
      <Icon name={state === 'saved' ? 'check' : state === 'conflict' ? 'warning' : 'cloud'} />
      {text}
    </span>
  )
}
