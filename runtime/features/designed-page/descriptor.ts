import { ApiError } from '../../api/api-error.ts'
import type { PagesApi } from '../../routing/pages-api.ts'
import { notFound } from '../../routing/params.ts'
import type { PageDescriptor, WidgetDescriptor } from '../../../schemas/descriptor.ts'

/** A resolved page descriptor as /api/pages/home, /custom/:pageid and /product/* answer it. */
export type { PageDescriptor }

/**
 * What a designed page's route keeps of its descriptor: the root route has the site frame (header,
 * footer, SEO words) from /api/pages/layout already, so the page's loader data — which the server
 * embeds in the HTML for hydration — holds only its own page settings, title and widgets.
 */
export interface DesignedPage {
  page: PageDescriptor['page']
  /** The SEO (template) title. */
  title: string
  widgets: WidgetDescriptor[]
  /** The category tree several widgets share, sent once (schemas/widget-defaults.ts). */
  categories?: PageDescriptor['categories']
}

/** Loads a descriptor by its name under /api/pages; a page the server does not know is the 404 page. */
export async function loadDescriptor(pages: PagesApi, name: string): Promise<DesignedPage> {
  let descriptor: PageDescriptor
  try {
    descriptor = await pages.get<PageDescriptor>(name)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound()
    throw error
  }
  const { page, seo, widgets, categories } = descriptor
  return categories ? { page, title: seo.title, widgets, categories } : { page, title: seo.title, widgets }
}

/** A designed page's own page settings, which its frame follows (routing/handle.ts `framePage`). */
export function designedFramePage(data: unknown): PageDescriptor['page'] | undefined {
  return (data as Partial<DesignedPage> | undefined)?.page
}

/** The document title of a designed page: its SEO (template) title. */
export function descriptorTitle(data: unknown): string | undefined {
  const title = (data as Partial<DesignedPage> | undefined)?.title
  return title || undefined
}
