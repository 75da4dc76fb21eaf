import { pageChunksBlock } from '../../runtime/routing/page-chunks.ts'
import type { AssetTags } from './renderer.ts'

/** One entry of Vite's build manifest (dist/client/.vite/manifest.json). */
export interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
}

export type Manifest = Record<string, ManifestChunk>

export const CLIENT_ENTRY = 'runtime/entry-client.tsx'

/**
 * Asset tags from the manifest: the entry script, every stylesheet the entry and the page's lazy
 * routes need (so the page is styled before any script runs), and modulepreloads for their
 * chunks (so hydration does not wait on a chain of imports), and the addresses of the page
 * modules' chunks for the browser (routing/page-chunks.ts). Style modules (widgets whose markup
 * the browser keeps or hydrates when seen) add their stylesheets only.
 */
export function manifestAssets(
  manifest: Manifest,
  base = '/',
): (modules: string[], styleModules?: string[]) => AssetTags {
  const entry = manifest[CLIENT_ENTRY]
  if (!entry) throw new Error(`the client manifest has no ${CLIENT_ENTRY}`)
  const cache = new Map<string, AssetTags>()

  function collect(modules: string[], styleModules: string[]): AssetTags {
    const css = new Set<string>()
    const scripts = new Set<string>()
    const walk = (withScripts: boolean) => {
      const seen = new Set<string>()
      const visit = (key: string) => {
        const chunk = manifest[key]
        if (!chunk || seen.has(key)) return
        seen.add(key)
        if (withScripts) scripts.add(chunk.file)
        for (const file of chunk.css ?? []) css.add(file)
        chunk.imports?.forEach(visit)
      }
      return visit
    }
    const visit = walk(true)
    visit(CLIENT_ENTRY)
    modules.forEach(visit)
    styleModules.forEach(walk(false))
    scripts.delete(entry.file)
    const head = [
      ...[...css].map((file) => `<link rel="stylesheet" href="${base}${file}">`),
      ...[...scripts].map((file) => `<link rel="modulepreload" href="${base}${file}">`),
    ].join('\n')
    const chunkOf = (module: string) => (manifest[module] ? `${base}${manifest[module].file}` : undefined)
    return {
      head,
      body: `${pageChunksBlock(modules, chunkOf)}<script type="module" src="${base}${entry.file}"></script>`,
    }
  }

  return (modules, styleModules = []) => {
    const key = `${modules.join('\n')}\n\n${styleModules.join('\n')}`
    let tags = cache.get(key)
    if (!tags) {
      tags = collect(modules, styleModules)
      cache.set(key, tags)
    }
    return tags
  }
}
