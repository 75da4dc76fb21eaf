import { SEARCH_HEIGHT, SEARCH_HEIGHT_WITH_KEYWORDS } from '../../../schemas/widget-rules.ts'

/** Spec 2.9: the search widget is 38 px high without hot keywords and 66 px with any. */
export function searchHeight(hotKeywordCount: number): number {
  return hotKeywordCount > 0 ? SEARCH_HEIGHT_WITH_KEYWORDS : SEARCH_HEIGHT
}
