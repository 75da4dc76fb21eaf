import type { LinkData } from '../settings.ts'

/** An image with its link as the page descriptor resolves it (W0012's image windows, W0016's banners). */
export interface ImageEntry {
  imgUrl?: string
  pathData?: LinkData
  /** Computed by the resolver; else the link data's own href is used. */
  href?: string
}
