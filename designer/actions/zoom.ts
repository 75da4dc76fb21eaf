import { MOD } from './platform.ts'
import type { EditorAction } from './types.ts'

/**
 * The canvas zoom's keys: Ctrl+0 shows the page at 100 %, Ctrl+1 fits it to the canvas's width
 * (适应宽度). The canvas registers what they do (it keeps the view's place while zooming); until
 * it has, the keys stay the browser's.
 */

export interface ZoomKeys {
  /** 100 %. */
  actual: () => void
  /** 适应宽度. */
  fit: () => void
}

let zoomKeys: ZoomKeys | null = null

/** The canvas's zoom, for Ctrl+0 and Ctrl+1; returns the function that takes it back. */
export function registerZoomKeys(keys: ZoomKeys): () => void {
  zoomKeys = keys
  return () => {
    if (zoomKeys === keys) zoomKeys = null
  }
}

const zooming = (editor: { mode: string }) => editor.mode === 'design' && zoomKeys !== null

export const zoomActualAction: EditorAction = {
  name: 'zoom-actual',
  label: '画布缩放到 100%',
  shortcuts: [`${MOD}+0`],
  keys: [{ key: '0', mod: true, shift: false }],
  enabled: zooming,
  perform: () => zoomKeys?.actual(),
}

export const zoomFitAction: EditorAction = {
  name: 'zoom-fit',
  label: '画布适应宽度',
  shortcuts: [`${MOD}+1`],
  keys: [{ key: '1', mod: true, shift: false }],
  enabled: zooming,
  perform: () => zoomKeys?.fit(),
}
