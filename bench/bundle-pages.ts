/**
 * The JavaScript a desktop shopper's first visit to a page downloads, read from the client build
 * in dist/ (`npm run build` first): the entry and its static imports, the page's route chunk with
 * its imports, and the chunks of the widgets the seeded page hydrates with it — what the server
 * preloads and the browser loads before hydrating. Widgets whose server markup the browser keeps
 * load none; those below the first screen load theirs as the shopper scrolls near (counted apart,
 * in `afterScrolling`), and react-router is not among them (desktop browsers get the light router; only WeChat loads it).
 * Used by bench/bundle-size.ts (the figures) and e2e/bundle-size.e2e.ts (the 100 KB target).
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import { widgetModule } from '../runtime/widgets/registry.ts'
import { hydratesWhenSeen, SERVER_MARKUP_TYPES } from '../runtime/widgets/server-markup.ts'
import { buildTestApp } from '../server/testing.ts'

/** Issue 31's target for every page, gzip. */
export const TARGET_GZIP = 100 * 1024

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const clientDir = path.join(root, 'dist/client')
const manifestFile = path.join(clientDir, '.vite/manifest.json')

interface ManifestChunk {
  file: string
  name?: string
  src?: string
  imports?: string[]
}

export interface Sizes {
  raw: number
  gzip: number
  brotli: number
}

export interface PageBundle {
  name: string
  /** The widgets the page hydrates with it (home only: the seeded descriptor's). */
  widgets: string[]
  /** The widgets below the first screen, which hydrate when seen. */
  laterWidgets: string[]
  /** The widgets whose server markup is kept, so they load no code. */
  keptWidgets: string[]
  /** Each file with its sizes, largest first. */
  files: Array<{ file: string } & Sizes>
  total: Sizes
  /** What the page has loaded once the shopper has scrolled to its end: `total` and the chunks of `laterWidgets`. */
  afterScrolling: Sizes
  /** React and react-dom, which no page can drop. */
  framework: Sizes
  /** Files holding designer code (none is expected). */
  designerFiles: string[]
  /** Whether react-router's own chunk is among the files (only WeChat should load it). */
  loadsRouter: boolean
  /** Whether the route table's chunk is among the files (only WeChat should load it). */
  loadsRouteTable: boolean
}

const ENTRY = 'runtime/entry-client.tsx'
const ROUTE_TABLE = 'runtime/routes.tsx'
/** Only the designer has these: its `dz-` class names, lit-html's markers, react-rnd. */
const DESIGNER_MARKERS = ['"dz-', "'dz-", 'lit$', 'react-rnd']

/** The pages of issue 31, with their route's page module (runtime/routes.tsx). */
const PAGES = [
  { name: 'home /', route: 'runtime/pages/home/HomePage.tsx' },
  { name: 'goods list /items', route: 'runtime/pages/items/ItemsPage.tsx' },
  { name: 'item detail /items/:id', route: 'runtime/pages/items/detail/ItemDetailPage.tsx' },
  { name: 'cart /cart', route: 'runtime/pages/cart/CartPage.tsx' },
  { name: 'checkout /cart/checkout', route: 'runtime/pages/checkout/CheckoutPage.tsx' },
  { name: 'member centre /member/user-info', route: 'runtime/pages/member/user-info/UserInfoPage.tsx' },
]

function readManifest(): Record<string, ManifestChunk> {
  if (!fs.existsSync(manifestFile))
    throw new Error(`${path.relative(root, manifestFile)} is missing: run "npm run build" first`)
  return JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>
}

/** At the settings of the precompressed copies the server sends (server/ssr/precompress.ts). */
function sizesOf(content: Buffer): Sizes {
  return {
    raw: content.length,
    gzip: zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }).length,
    brotli: zlib.brotliCompressSync(content, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
    }).length,
  }
}

export const sumSizes = (all: Sizes[]): Sizes =>
  all.reduce((total, s) => ({ raw: total.raw + s.raw, gzip: total.gzip + s.gzip, brotli: total.brotli + s.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  })

/** Widget types of a descriptor, the free panel's children included. */
function widgetTypes(widgets: Array<{ type: string; childWidgets?: unknown }>): string[] {
  return widgets.flatMap((widget) => [
    widget.type,
    ...(Array.isArray(widget.childWidgets) ? widgetTypes(widget.childWidgets) : []),
  ])
}

/**
 * The seeded demo mall's home page: the widget types it hydrates with the page, those it hydrates
 * when seen, and those whose markup is kept.
 */
async function homeWidgets(): Promise<{ hydrated: string[]; later: string[]; kept: string[] }> {
  const app = await buildTestApp({ seed: true })
  try {
    const home = await app.inject({ method: 'GET', url: '/api/pages/home' })
    const widgets = home.json().data.widgets as Array<{ type: string; y: number }>
    const typesOf = (list: typeof widgets) => [...new Set(widgetTypes(list))].sort()
    const hydrated = typesOf(widgets.filter((widget) => !hydratesWhenSeen(widget))).filter(
      (type) => !SERVER_MARKUP_TYPES.has(type),
    )
    return {
      hydrated,
      later: typesOf(widgets.filter(hydratesWhenSeen)).filter(
        (type) => !SERVER_MARKUP_TYPES.has(type) && !hydrated.includes(type),
      ),
      kept: typesOf(widgets).filter((type) => SERVER_MARKUP_TYPES.has(type)),
    }
  } finally {
    await app.close()
  }
}

export async function measurePageBundles(): Promise<PageBundle[]> {
  const manifest = readManifest()
  const sizeCache = new Map<string, Sizes & { content: string }>()
  const sizes = (file: string) => {
    let known = sizeCache.get(file)
    if (!known) {
      const content = fs.readFileSync(path.join(clientDir, file))
      known = { ...sizesOf(content), content: content.toString('utf8') }
      sizeCache.set(file, known)
    }
    return known
  }
  /** The files of these manifest entries and of everything they import statically. */
  const jsFiles = (keys: string[]): string[] => {
    const files = new Set<string>()
    const visit = (key: string) => {
      const chunk = manifest[key]
      if (!chunk || files.has(chunk.file)) return
      files.add(chunk.file)
      chunk.imports?.forEach(visit)
    }
    keys.forEach(visit)
    return [...files]
  }
  const frameworkFiles = new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.name === 'react')
      .map((chunk) => chunk.file),
  )
  const routerFiles = new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.name === 'router')
      .map((chunk) => chunk.file),
  )
  const designerSources = Object.values(manifest).filter((chunk) => chunk.src?.startsWith('designer/'))
  const home = await homeWidgets()

  return PAGES.map((page) => {
    const isHome = page.route === PAGES[0]!.route
    const widgets = isHome ? home.hydrated : []
    const laterWidgets = isHome ? home.later : []
    const withSizes = (list: string[]) =>
      list.map((file) => {
        const { raw, gzip, brotli } = sizes(file)
        return { file, raw, gzip, brotli }
      })
    const first = jsFiles([ENTRY, page.route, ...widgets.map(widgetModule)])
    const files = withSizes(first).sort((a, b) => b.raw - a.raw)
    const later = jsFiles(laterWidgets.map(widgetModule)).filter((file) => !first.includes(file))
    return {
      name: page.name,
      widgets,
      laterWidgets,
      keptWidgets: isHome ? home.kept : [],
      files,
      total: sumSizes(files),
      afterScrolling: sumSizes([...files, ...withSizes(later)]),
      framework: sumSizes(files.filter(({ file }) => frameworkFiles.has(file))),
      designerFiles: [
        ...designerSources.map((chunk) => chunk.file),
        ...files
          .filter(({ file }) => DESIGNER_MARKERS.some((marker) => sizes(file).content.includes(marker)))
          .map(({ file }) => file),
      ],
      loadsRouter: files.some(({ file }) => routerFiles.has(file)),
      loadsRouteTable: files.some(({ file }) => file === manifest[ROUTE_TABLE]?.file),
    }
  })
}
