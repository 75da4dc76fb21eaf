import type { RenderOptions, RenderResult } from '../../runtime/entry-server.tsx'

export type { DocumentHead, RenderOptions, RenderResult } from '../../runtime/entry-server.tsx'

/** What runtime/entry-server.tsx exports, built (production) or loaded through Vite (development). */
export interface EntryServer {
  render(request: Request, options: RenderOptions): Promise<RenderResult>
}

export interface AssetTags {
  /** Stylesheets and module preloads. */
  head: string
  /** The client entry script, after the hydration data. */
  body: string
}

/** How the page handler turns a request into HTML in one mode (development or production). */
export interface PageRenderer {
  render: EntryServer['render']
  /** Tags for the client bundle, given the source files of the page's lazy routes and of the modules it needs the styles of only. */
  assets(modules: string[], styleModules?: string[]): Promise<AssetTags>
  /** Development adds Vite's HMR client and React refresh to the document shell. */
  transformShell?(url: string, html: string): Promise<string>
}
