import type { BrandView, CategoryNode } from '../../../schemas/api/admin/catalogue.ts'
import { adminApi } from '../../api.ts'
import { useRemote, type Remote } from '../../kit/use-remote.ts'

export interface Catalogue {
  categories: CategoryNode[]
  brands: BrandView[]
}

const BRAND_PAGE = 100

/** Every brand of the shop, page by page (the brand select lists them all). */
async function allBrands(): Promise<BrandView[]> {
  const brands: BrandView[] = []
  for (let page = 1; ; page++) {
    const answer = await adminApi.brands({ page, pageSize: BRAND_PAGE })
    brands.push(...answer.list)
    if (answer.list.length < BRAND_PAGE || brands.length >= answer.total_count) return brands
  }
}

/** The category tree and the brands, for the list's filters and the editor's selects. */
export function useCatalogue(): Remote<Catalogue> {
  return useRemote(async () => {
    const [categories, brands] = await Promise.all([adminApi.categories(), allBrands()])
    return { categories, brands }
  }, 'catalogue')
}
