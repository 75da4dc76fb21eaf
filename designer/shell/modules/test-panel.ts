import { pageDefaults } from '../../../schemas/page.ts'
import { createWidget } from '../../../schemas/widgets/index.ts'
import { editorStore } from '../../store/editor-store.ts'
import type { DraftWidget } from '../../store/types.ts'

/** The module tests' page: a free panel `panel` holding a text `kid`, and a text `other` below it. */
export function loadPanelPage(): { panel: DraftWidget; other: DraftWidget } {
  const kid = { ...(createWidget('W0011') as unknown as DraftWidget), uuid: 'kid', x: 10, y: 10, leaf: true }
  const panel = {
    ...(createWidget('W0006') as unknown as DraftWidget),
    uuid: 'panel',
    y: 0,
    height: 200,
    childWidgets: [kid],
  }
  const other = { ...(createWidget('W0011') as unknown as DraftWidget), uuid: 'other', y: 200, height: 60 }
  editorStore.getState().load(1, { page: pageDefaults(), widgets: [panel, other] }, 1)
  return { panel, other }
}
