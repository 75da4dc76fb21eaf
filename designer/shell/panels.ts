import { create } from 'zustand'

/**
 * Which side panels of the editor are open: the palette (组件面板) and the inspector (设置面板).
 * Collapsing one gives its room to the canvas; the choice is kept in localStorage.
 */

export type PanelName = 'palette' | 'inspector'

export type PanelsState = Record<PanelName, boolean>

export const PANELS_KEY = 'mallfront:designer:panels'

function read(): PanelsState {
  const open: PanelsState = { palette: true, inspector: true }
  try {
    const stored = JSON.parse(globalThis.localStorage?.getItem(PANELS_KEY) ?? 'null') as Partial<PanelsState> | null
    if (stored && typeof stored === 'object') {
      if (stored.palette === false) open.palette = false
      if (stored.inspector === false) open.inspector = false
    }
  } catch {
    // Unreadable or unavailable storage: both panels open.
  }
  return open
}

export const usePanels = create<PanelsState>(() => read())

/** Re-reads the stored choice (tests, another editor tab). */
export function reloadPanels(): void {
  usePanels.setState(read())
}

export function setPanelOpen(name: PanelName, open: boolean): void {
  if (usePanels.getState()[name] === open) return
  usePanels.setState({ [name]: open })
  try {
    globalThis.localStorage?.setItem(PANELS_KEY, JSON.stringify(usePanels.getState()))
  } catch {
    // Storage full or blocked: the choice lasts until the page is left.
  }
}

/** The toggle's name: 收起组件面板 / 展开组件面板, 收起设置面板 / 展开设置面板. */
export const panelToggleLabel = (name: PanelName, open: boolean) =>
  `${open ? '收起' : '展开'}${name === 'palette' ? '组件面板' : '设置面板'}`
