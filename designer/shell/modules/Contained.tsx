import type { ReactNode, SyntheticEvent } from 'react'

const stop = (event: SyntheticEvent) => event.stopPropagation()

/**
 * React passes events from a portal (a dialog) up the component tree. A dialog opened from the
 * canvas's edit toolbar would otherwise hand its presses and keys to the toolbar and the widget
 * frame (starting a drag, moving focus); this wrapper keeps them in the dialog.
 */
export function Contained({ children }: { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a wrapper that only stops propagation; the dialog inside holds the controls.
    <div
      className="dz-contained"
      onMouseDown={stop}
      onPointerDown={stop}
      onClick={stop}
      onDoubleClick={stop}
      onKeyDown={stop}
      onKeyUp={stop}
      onDragStart={stop}
      onContextMenu={stop}
    >
      {children}
    </div>
  )
}
