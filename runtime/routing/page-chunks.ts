import { dataBlock, readDataBlock } from '../lib/data-block.ts'

/** The element id of the data block naming the page's own chunks. */
const PAGE_CHUNKS_ID = 'mallfront-page-chunks'

/** Page modules live under runtime/pages/ (routing/lazy-page.ts). */
const isPageModule = (module: string) => module.startsWith('runtime/pages/')

/**
 * The data block that tells a desktop browser where the matched pages' modules are (source file
 * → script address), so it hydrates without the route table, which names every page's chunk.
 * `urlOf` is the build's (server/ssr/manifest.ts) or the development server's; nothing when the
 * page shows no page module.
 */
export function pageChunksBlock(modules: readonly string[], urlOf: (module: string) => string | undefined): string {
  const chunks: Record<string, string> = {}
  for (const module of modules.filter(isPageModule)) {
    const url = urlOf(module)
    if (url) chunks[module] = url
  }
  return Object.keys(chunks).length ? dataBlock(PAGE_CHUNKS_ID, chunks) : ''
}

/** The page chunks' addresses by source file; empty when the page has none. */
export function readPageChunks(doc: Document = document): Record<string, string> {
  return (readDataBlock(PAGE_CHUNKS_ID, doc) as Record<string, string> | undefined) ?? {}
}
