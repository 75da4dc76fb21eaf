import type { CombinedModule } from '../../../schemas/api/combined-modules.ts'
import { freshCopy } from '../../store/clipboard.ts'
import type { DraftWidget } from '../../store/types.ts'

/**
 * A combined module as a widget to insert: a deep copy of its saved free panel with a fresh uuid
 * for the panel and for every child, placed at x/y 0 (the palette's insert places it), so a module
 * dropped twice never shares a uuid with the page or with itself.
 */
export function moduleWidget(module: Pick<CombinedModule, 'params'>): DraftWidget {
  const copy = freshCopy(module.params as unknown as DraftWidget)
  return { ...copy, x: 0, y: 0 }
}
