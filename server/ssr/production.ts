import fs from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import staticFiles from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { manifestAssets, type Manifest } from './manifest.ts'
import type { EntryServer, PageRenderer } from './renderer.ts'

/** Hashed file names change with their content, so browsers may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** The file a precompressed copy stands for ('index.html.br' → 'index.html'). */
const original = (file: string) => file.replace(/\.(br|gz)$/, '')

async function readBuild(distDir: string): Promise<{ manifest: Manifest; entry: EntryServer }> {
  const manifestFile = path.join(distDir, 'client/.vite/manifest.json')
  const entryFile = path.join(distDir, 'server/entry-server.js')
  try {
    const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as Manifest
    const entry = (await import(pathToFileURL(entryFile).href)) as EntryServer
    return { manifest, entry }
  } catch (cause) {
    throw new Error(`the storefront build is missing or broken in ${distDir}; run "npm run build"`, { cause })
  }
}

/**
 * Serves the built client, designer, console and server bundles from dist/. Text assets go out as the
 * `.br` or `.gz` copy the build wrote beside them (server/ssr/precompress.ts) when the browser
 * accepts it, with Content-Encoding and Vary: Accept-Encoding; otherwise as they are.
 */
export async function productionRenderer(app: FastifyInstance, distDir: string): Promise<PageRenderer> {
  // The server bundle leaves react and react-dom to node_modules, which pick their development
  // build (several times slower, with dev-only checks) unless NODE_ENV says production when they
  // are first loaded. Production is also the mode an unset NODE_ENV means (server/config.ts).
  if (app.config.env === 'production') process.env.NODE_ENV = 'production'
  const { manifest, entry } = await readBuild(distDir)

  await app.register(staticFiles, {
    root: path.join(distDir, 'client/assets'),
    prefix: '/assets/',
    decorateReply: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
  })
  await app.register(staticFiles, {
    root: path.join(distDir, 'designer'),
    // Without the trailing slash the plugin also answers /designer, with a redirect to /designer/.
    prefix: '/designer',
    decorateReply: false,
    redirect: true,
    preCompressed: true,
    cacheControl: false,
    // The designer's index.html names the current hashed files, so it is revalidated every time.
    setHeaders: (reply, file) =>
      reply.header('cache-control', original(file).endsWith('.html') ? 'no-cache' : IMMUTABLE),
  })

  // The console is one page with routes of its own: every /admin address answers its index.html.
  await app.register(staticFiles, {
    root: path.join(distDir, 'admin/assets'),
    prefix: '/admin/assets/',
    decorateReply: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
  })
  const consoleHtml = await fs.readFile(path.join(distDir, 'admin/index.html'))
  const sendConsole = (_request: unknown, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(consoleHtml)
  app.get('/admin', { schema: { hide: true } }, sendConsole)
  app.get('/admin/*', { schema: { hide: true } }, sendConsole)

  const assets = manifestAssets(manifest)
  return {
    render: entry.render,
    assets: async (modules, styleModules) => assets(modules, styleModules),
  }
}
