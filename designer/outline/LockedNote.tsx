import { toggleFlag } from '../store/commands/flags.ts'
import { editorStore } from '../store/editor-store.ts'

/** Above a locked widget's settings: they are read-only, and 解锁 (one undoable step) opens them again. */
export function LockedNote({ uuid }: { uuid: string }) {
  return (
    <p className="dzo-locked-note" role="note">
      已锁定：不能移动、缩放或修改设置
      <button
        type="button"
        className="dzi-link-button"
        onClick={() => {
          const state = editorStore.getState()
          const command = toggleFlag(state.doc, uuid, 'locked')
          if (command) state.dispatch(command)
        }}
      >
        解锁
      </button>
    </p>
  )
}
