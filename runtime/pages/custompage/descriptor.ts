import { ApiError } from '../../api/api-error.ts'
import type { PagesApi } from '../../routing/pages-api.ts'
import { notFound } from '../../routing/params.ts'
import type { WidgetDescriptor } from '../../widgets/widget-slot.tsx'

/** A resolved page descriptor as /api/pages/home, /custom/:pageid and /product/* answer it. */
export interface PageDescriptor {
  page: { backgroundColor: string; themeColor: string; merchantSettlement: boolean }
  seo: { title: string; keywords: string; description: string }
  widgets: WidgetDescriptor[]
}

/** Loads a descriptor by its name under /api/pages; a page the server does not know is the 404 page. */
export async function loadDescriptor(pages: PagesApi, name: string): Promise<PageDescriptor> {
  try {
    return await pages.get<PageDescriptor>(name)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound()
    throw error
  }
}

/** The document title of a designed page: its SEO (template) title. */
export function descriptorTitle(data: unknown): string | undefined {
  const title = (data as Partial<PageDescriptor> | undefined)?.seo?.title
  return title || undefined
}
