/**
 * What the ECShopX projection needs besides the resolved page: where images live and which
 * product pages exist. ECShopX runs on its own origin, so every image must be absolute; it has no
 * /product/ route, so product pages are reached by id like custom pages.
 */
export interface ProjectionContext {
  /** PUBLIC_URL without its trailing slash. */
  origin: string
  /** Published product pages: their path under /product/ → their page id. */
  productPages: ReadonlyMap<string, number>
}
