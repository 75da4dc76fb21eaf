import { redirect } from 'react-router-dom'
import { ApiError } from '../../api/api-error.ts'
import { getGoodsList } from '../../api/catalogue.ts'
import type { Http } from '../../api/http.ts'
import { searchHref } from '../../components/header/search-href.ts'

export interface SearchResultData {
  /** The words searched, trimmed; empty when nothing was searched yet. */
  keywords: string
}

/** The words of the address: ?keywords= as the header's search sends them, or ECShopX's ?name=. */
export function keywordsOf(url: URL): string {
  return (url.searchParams.get('keywords') ?? url.searchParams.get('name') ?? '').trim()
}

/**
 * /result: words that find goods go straight on to their list (/items?keywords=, spec 2.5); words
 * that find nothing stay here, where the page says so and offers other words. Words the goods API
 * refuses (too long) find nothing as well.
 */
export async function loadSearchResult(http: Http, url: URL): Promise<SearchResultData> {
  const keywords = keywordsOf(url)
  if (!keywords) return { keywords }
  const found = await getGoodsList(http, { keywords, pageSize: 1 }).then(
    (page) => page.total_count > 0,
    (error: unknown) => {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
      throw error
    },
  )
  if (found) throw redirect(searchHref(keywords))
  return { keywords }
}
