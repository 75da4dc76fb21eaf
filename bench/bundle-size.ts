/**
 * The JavaScript a shopper's first visit downloads, from the client build in dist/ (run
 * `npm run build` first; this script builds nothing). For the home page, the goods list and an
 * item page: the entry and its static imports, the page's route chunk with its imports, and the
 * chunks of the widgets the seeded page hydrates (what the server preloads and the browser loads
 * before hydrating; widgets whose server markup the browser keeps load none). Prints each file's raw, gzip and brotli size, the totals against the
 * ≤ 100 KB gzip target (issue 17), the share of the framework (react, react-dom, react-router),
 * which no page can drop, and whether any designer code is among the files.
 *
 *   node --import tsx bench/bundle-size.ts
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import { widgetModule } from '../runtime/widgets/registry.ts'
import { SERVER_MARKUP_TYPES } from '../runtime/widgets/server-markup.ts'
import { buildTestApp } from '../server/testing.ts'

const TARGET_GZIP = 100 * 1024

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const clientDir = path.join(root, 'dist/client')
const manifestFile = path.join(clientDir, '.vite/manifest.json')
if (!fs.existsSync(manifestFile))
  throw new Error(`${path.relative(root, manifestFile)} is missing: run "npm run build" first`)

interface ManifestChunk {
  file: string
  name?: string
  src?: string
  imports?: string[]
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>

const ENTRY = 'runtime/entry-client.tsx'
/** The chunks vite.config.ts splits the framework into. */
const FRAMEWORK = new Set(['react', 'router'])
/** Only the designer has these: its `dz-` class names, lit-html's markers, react-rnd. */
const DESIGNER_MARKERS = ['"dz-', "'dz-", 'lit$', 'react-rnd']

/** The files of these manifest entries and of everything they import statically. */
function jsFiles(keys: string[]): string[] {
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    files.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  keys.forEach(visit)
  return [...files]
}

interface Sizes {
  raw: number
  gzip: number
  brotli: number
}

const sizeCache = new Map<string, Sizes>()
/** At the settings of the precompressed copies the server sends (server/ssr/precompress.ts). */
function sizes(file: string): Sizes {
  let known = sizeCache.get(file)
  if (!known) {
    const content = fs.readFileSync(path.join(clientDir, file))
    known = {
      raw: content.length,
      gzip: zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }).length,
      brotli: zlib.brotliCompressSync(content, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      }).length,
    }
    sizeCache.set(file, known)
  }
  return known
}

const sum = (files: string[]): Sizes =>
  files
    .map(sizes)
    .reduce((total, s) => ({ raw: total.raw + s.raw, gzip: total.gzip + s.gzip, brotli: total.brotli + s.brotli }), {
      raw: 0,
      gzip: 0,
      brotli: 0,
    })

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const row = (label: string, s: Sizes) =>
  `  ${label.padEnd(46)} ${kb(s.raw).padStart(9)} ${kb(s.gzip).padStart(9)} ${kb(s.brotli).padStart(9)}`

const isFramework = (file: string) =>
  Object.values(manifest).some((chunk) => chunk.file === file && FRAMEWORK.has(chunk.name ?? ''))

/** Widget types of a descriptor, the free panel's children included. */
function widgetTypes(widgets: Array<{ type: string; childWidgets?: unknown }>): string[] {
  return widgets.flatMap((widget) => [
    widget.type,
    ...(Array.isArray(widget.childWidgets) ? widgetTypes(widget.childWidgets) : []),
  ])
}

// The seeded demo mall says which widgets the home page shows; those whose server markup the
// browser keeps (runtime/widgets/server-markup.ts) load no code.
const app = await buildTestApp({ seed: true })
let homeWidgets: string[]
let keptWidgets: string[]
try {
  const home = await app.inject({ method: 'GET', url: '/api/pages/home' })
  const shown = [...new Set(widgetTypes(home.json().data.widgets))].sort()
  homeWidgets = shown.filter((type) => !SERVER_MARKUP_TYPES.has(type))
  keptWidgets = shown.filter((type) => SERVER_MARKUP_TYPES.has(type))
} finally {
  await app.close()
}

/** The pages of issue 17, with the source of their lazy route (routes.tsx) and the widgets they show. */
const pages = [
  { name: 'home /', route: 'runtime/pages/home/HomePage.tsx', widgets: homeWidgets },
  { name: 'item detail /items/:id', route: 'runtime/pages/items/detail/ItemDetailPage.tsx', widgets: [] },
  { name: 'goods list /items', route: 'runtime/pages/items/ItemsPage.tsx', widgets: [] },
]

const designerSources = Object.values(manifest).filter((chunk) => chunk.src?.startsWith('designer/'))
for (const page of pages) {
  const files = jsFiles([ENTRY, page.route, ...page.widgets.map(widgetModule)]).sort(
    (a, b) => sizes(b).raw - sizes(a).raw,
  )
  const total = sum(files)
  const framework = sum(files.filter(isFramework))
  const withDesigner = files.filter((file) =>
    DESIGNER_MARKERS.some((marker) => fs.readFileSync(path.join(clientDir, file), 'utf8').includes(marker)),
  )

  console.log(`\n${page.name}${page.widgets.length ? ` — widgets ${page.widgets.join(' ')}` : ''}`)
  if (page.name === 'home /') console.log(`  server markup kept, no code: ${keptWidgets.join(' ')}`)
  console.log(`  ${'file'.padEnd(46)} ${'raw'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`)
  for (const file of files) console.log(row(file, sizes(file)))
  console.log(row(`total, ${files.length} files`, total))
  console.log(row('  of which framework (react, react-dom, router)', framework))
  console.log(
    row('  of which the app', {
      raw: total.raw - framework.raw,
      gzip: total.gzip - framework.gzip,
      brotli: total.brotli - framework.brotli,
    }),
  )
  const over = total.gzip - TARGET_GZIP
  console.log(
    `  target ≤ ${kb(TARGET_GZIP)} gzip: ${(total.gzip / TARGET_GZIP).toFixed(2)} × the target (${over > 0 ? `${kb(over)} over` : `${kb(-over)} under`}); ` +
      `the framework alone is ${(framework.gzip / TARGET_GZIP).toFixed(2)} × it`,
  )
  console.log(
    `  designer code: ${designerSources.length === 0 && withDesigner.length === 0 ? 'absent' : `PRESENT in ${[...designerSources.map((c) => c.file), ...withDesigner].join(', ')}`}`,
  )
}
