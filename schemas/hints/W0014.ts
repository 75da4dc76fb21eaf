import { showcaseTabHints } from './shared.ts'
import type { HintSet } from './types.ts'

/** W0014 主图橱窗. */
export const W0014Hints: HintSet = { fields: { ...showcaseTabHints }, hidden: {} }
