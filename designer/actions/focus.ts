import { focusCanvas, focusFrame } from '../canvas/frame-focus.ts'
import { cycleRegion } from './regions.ts'
import { hasSelection } from './selection.ts'
import type { EditorAction } from './types.ts'

/**
 * Moving the keyboard between the canvas and the rest of the editor: Enter on a widget goes on to
 * its settings, Escape in the settings comes back to the widget, F6 and Shift+F6 go round the
 * editor's regions.
 */

export const editAction: EditorAction = {
  name: 'edit',
  label: '编辑选中挂件的设置',
  shortcuts: ['Enter'],
  keys: [{ key: 'Enter', shift: false }],
  scope: 'frame',
  enabled: hasSelection,
  perform: ({ editor }) => editor.focusField(editor.selectedId, ''),
}

export const backToCanvasAction: EditorAction = {
  name: 'back-to-canvas',
  label: '从属性设置返回画布中的挂件',
  shortcuts: ['Esc'],
  keys: [{ key: 'Escape' }],
  scope: 'inspector',
  inFields: true,
  enabled: (editor) => editor.mode === 'design',
  perform: ({ editor }) => {
    if (!editor.selectedId || !focusFrame(editor.selectedId)) focusCanvas()
  },
}

const cycle: EditorAction['perform'] = ({ key, shift }) => {
  if (key === 'F6') cycleRegion(shift === true)
}

export const nextRegionAction: EditorAction = {
  name: 'next-region',
  label: '切换到下一区域（顶栏、组件库、画布、属性设置）',
  shortcuts: ['F6'],
  keys: [{ key: 'F6', shift: false }],
  inFields: true,
  perform: cycle,
}

export const previousRegionAction: EditorAction = {
  name: 'previous-region',
  label: '切换到上一区域',
  shortcuts: ['Shift+F6'],
  keys: [{ key: 'F6', shift: true }],
  inFields: true,
  perform: cycle,
}
