import type { CategoryNode } from '../../schemas/api/designer.ts'
import { designerApi } from '../api/client.ts'
import { type Loaded, useLoaded } from './useLoaded.ts'

/** The category tree (分类) or the main-category tree (主类目), loaded when first shown. */
export function useCategories(kind: 'category' | 'maincategory'): Loaded<CategoryNode[]> {
  return useLoaded(kind === 'category' ? designerApi.categories : designerApi.mainCategories, [], kind)
}
