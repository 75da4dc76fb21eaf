import { createContext, useContext } from 'react'
import type { Overlay } from './overlay.ts'

/**
 * What the canvas hands down to every frame without re-rendering them: the stage element, the
 * overlay, a note of when a gesture ended (the click that follows a drag or a resize must not
 * count as a click on the empty stage), and the delete confirmation, which lives outside the
 * frames so its clicks never reach react-rnd.
 */
export interface CanvasTools {
  stage(): HTMLElement | null
  overlay: Overlay
  endGesture(): void
  /** True for a moment after a drag or resize ended. */
  gestureJustEnded(): boolean
  /** Asks 确定删除该挂件？ and deletes the widget on 确定. */
  confirmDelete(uuid: string): void
}

export const CanvasToolsContext = createContext<CanvasTools | null>(null)

export function useCanvasTools(): CanvasTools {
  const tools = useContext(CanvasToolsContext)
  if (!tools) throw new Error('a canvas frame is rendered outside <Canvas>')
  return tools
}

/** The uuid of the free panel whose children are being rendered (null on the page). */
export const ParentContext = createContext<string | null>(null)
