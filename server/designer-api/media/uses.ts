import type { MediaUse } from '../../../schemas/api/media.ts'
import type { ImageUseKind, ImageUseRow } from './uses-repo.ts'

const PLACES: Record<ImageUseKind, (name: string) => string> = {
  page_draft: (name) => `页面「${name}」草稿`,
  page_published: (name) => `页面「${name}」已发布版本`,
  combined_module: (name) => `组合模块「${name}」`,
  goods: (name) => `商品「${name}」`,
  brand: (name) => `品牌「${name}」`,
  category: (name) => `分类「${name}」`,
  shop: (name) => `店铺「${name}」`,
  article: (name) => `文章「${name}」`,
  setting: (name) => `站点设置（${name}）`,
}

export const describeUse = (row: ImageUseRow): MediaUse => ({ ...row, label: PLACES[row.kind](row.name) })

/** Places named in a refusal's message before "等 N 处". */
const NAMED = 3

/** One image's uses in a sentence: 页面「首页」草稿、商品「…」等 5 处. */
export function usesSentence(uses: MediaUse[]): string {
  const named = uses.slice(0, NAMED).map((use) => use.label)
  return uses.length > NAMED ? `${named.join('、')}等 ${uses.length} 处` : named.join('、')
}
