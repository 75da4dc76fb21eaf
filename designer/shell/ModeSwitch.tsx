import type { KeyboardEvent } from 'react'
import type { EditorMode } from '../store/types.ts'

const MODES: ReadonlyArray<{ mode: EditorMode; label: string }> = [
  { mode: 'design', label: '设计' },
  { mode: 'preview', label: '预览' },
]

/** 设计 / 预览 as a segmented control (a radio group: arrows move between the two). */
export function ModeSwitch({ mode, onChange }: { mode: EditorMode; onChange: (mode: EditorMode) => void }) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) return
    event.preventDefault()
    const next = mode === 'design' ? 'preview' : 'design'
    onChange(next)
    event.currentTarget.querySelector<HTMLElement>(`[data-mode="${next}"]`)?.focus()
  }
  return (
    <div className="dz-segmented" role="radiogroup" aria-label="编辑模式" onKeyDown={onKeyDown}>
      {MODES.map((item) => (
        <button
          key={item.mode}
          type="button"
          role="radio"
          data-mode={item.mode}
          aria-checked={mode === item.mode}
          tabIndex={mode === item.mode ? 0 : -1}
          className={`dz-segmented__item${mode === item.mode ? ' is-active' : ''}`}
          onClick={() => onChange(item.mode)}
        >
          {item.label}
        </button>
      ))}
    </div>
  )
}
