import { create } from 'zustand'

/**
 * What 历史版本 shares with the rest of the editor: whether its panel is open, and the outlines the
 * canvas draws over the widgets the chosen version's diff touches.
 */

/** How the canvas outlines a widget: green added, blue moved or resized, amber changed. */
export type MarkKind = 'added' | 'moved' | 'changed'

export interface VersionsState {
  open: boolean
  /** uuid → outline, for the widgets of the draft the chosen version differs in. */
  marks: Readonly<Record<string, MarkKind>>
}

const NO_MARKS: Readonly<Record<string, MarkKind>> = {}

export const useVersions = create<VersionsState>(() => ({ open: false, marks: NO_MARKS }))

export function setVersionsOpen(open: boolean): void {
  useVersions.setState(open ? { open } : { open, marks: NO_MARKS })
}

export function setVersionMarks(marks: Readonly<Record<string, MarkKind>> | null): void {
  useVersions.setState({ marks: marks ?? NO_MARKS })
}
