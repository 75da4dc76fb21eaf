import type { WidgetType } from '../widgets/index.ts'
import { commonHints } from './common.ts'
import type { HintSet } from './types.ts'
import { W0001Hints } from './W0001.ts'
import { W0002Hints } from './W0002.ts'
import { W0003Hints } from './W0003.ts'
import { W0004Hints } from './W0004.ts'
import { W0005Hints } from './W0005.ts'
import { W0006Hints } from './W0006.ts'
import { W0007Hints } from './W0007.ts'
import { W0008Hints } from './W0008.ts'
import { W0010Hints } from './W0010.ts'
import { W0011Hints } from './W0011.ts'
import { W0012Hints } from './W0012.ts'
import { W0013Hints } from './W0013.ts'
import { W0014Hints } from './W0014.ts'
import { W0015Hints } from './W0015.ts'
import { W0016Hints } from './W0016.ts'
import { W0017Hints } from './W0017.ts'
import { W0018Hints } from './W0018.ts'
import { W0019Hints } from './W0019.ts'
import { W0020Hints } from './W0020.ts'
import { W0021Hints } from './W0021.ts'
import { W0022Hints } from './W0022.ts'

export type { HintSet } from './types.ts'
export { pageHints } from './page.ts'

const widgetHints: Record<WidgetType, HintSet> = {
  W0001: W0001Hints,
  W0002: W0002Hints,
  W0003: W0003Hints,
  W0004: W0004Hints,
  W0005: W0005Hints,
  W0006: W0006Hints,
  W0007: W0007Hints,
  W0008: W0008Hints,
  W0010: W0010Hints,
  W0011: W0011Hints,
  W0012: W0012Hints,
  W0013: W0013Hints,
  W0014: W0014Hints,
  W0015: W0015Hints,
  W0016: W0016Hints,
  W0017: W0017Hints,
  W0018: W0018Hints,
  W0019: W0019Hints,
  W0020: W0020Hints,
  W0021: W0021Hints,
  W0022: W0022Hints,
}

const merged = new Map<WidgetType, HintSet>()

/**
 * A widget type's hints: the common style fields, then its own (which win, e.g. W0003's imgUrl,
 * hidden in common, is its hot-zone image).
 */
export function hintsFor(type: WidgetType): HintSet {
  let hints = merged.get(type)
  if (!hints) {
    const own = widgetHints[type]
    const hidden = { ...commonHints.hidden, ...own.hidden }
    for (const key of Object.keys(own.fields)) delete hidden[key]
    hints = { fields: { ...commonHints.fields, ...own.fields }, hidden }
    merged.set(type, hints)
  }
  return hints
}
