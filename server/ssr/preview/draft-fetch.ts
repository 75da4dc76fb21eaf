import type { LayoutData } from '../../../schemas/layout.ts'
import type { PageDescriptor } from '../../pages/descriptors.ts'
import { PAGES_BASE_PATH } from '../../../runtime/routing/pages-api.ts'

/** The descriptors a designed page's loader asks for: the home page, a custom page, a product page. */
const PAGE_DESCRIPTOR = new RegExp(`^${PAGES_BASE_PATH}/(home|custom/[^/]+|product/.+)$`)
const LAYOUT = `${PAGES_BASE_PATH}/layout`

const answer = (data: unknown) =>
  new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } })

/**
 * The loaders' fetch for a preview: the page's descriptor is the draft's (and, for a header or
 * footer draft, the site frame is), everything else is the storefront's API as a guest gets it.
 * The draft never passes through the descriptor routes, so it never reaches their cache.
 */
export function draftFetch(
  fetch: typeof globalThis.fetch,
  draft: { page: PageDescriptor | null; frame: LayoutData | null },
): typeof globalThis.fetch {
  return async (input, init) => {
    const { pathname } = new URL(new Request(input, init).url)
    if (draft.frame && pathname === LAYOUT) return answer(draft.frame)
    if (draft.page && PAGE_DESCRIPTOR.test(pathname)) return answer(draft.page)
    return fetch(input, init)
  }
}
