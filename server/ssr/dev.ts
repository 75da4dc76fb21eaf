import fs from 'node:fs/promises'
import path from 'node:path'
import middie from '@fastify/middie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ViteDevServer } from 'vite'
import { pageChunksBlock } from '../../runtime/routing/page-chunks.ts'
import { escapeHtml } from './document.ts'
import type { EntryServer, PageRenderer } from './renderer.ts'

const ENTRY_SERVER = '/runtime/entry-server.tsx'
const ENTRY_CLIENT = '/runtime/entry-client.tsx'

/**
 * The stylesheets server rendering has imported so far, inlined so a page is styled before its
 * scripts run. data-vite-dev-id lets Vite's client take these elements over for hot updates.
 */
async function ssrStyles(vite: ViteDevServer): Promise<string> {
  const tags: string[] = []
  for (const [id, mod] of vite.environments.ssr.moduleGraph.idToModuleMap) {
    if (!/\.css($|\?)/.test(id)) continue
    const result = await vite.environments.client.transformRequest(`${mod.url}?direct`)
    if (result) tags.push(`<style data-vite-dev-id="${escapeHtml(id)}">${result.code}</style>`)
  }
  return tags.join('\n')
}

/**
 * Development: Vite in middleware mode inside this server, with hot module replacement over the
 * same HTTP server, the server entry loaded through Vite's module runner on every request (so
 * edits show without a restart), and the designer's and the console's pages served from their source.
 */
export async function developmentRenderer(app: FastifyInstance, rootDir: string): Promise<PageRenderer> {
  // Imported here so production never loads Vite.
  const { createServer, isRunnableDevEnvironment } = await import('vite')
  const vite = await createServer({
    root: rootDir,
    configFile: path.join(rootDir, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  })
  app.addHook('onClose', () => vite.close())
  const ssr = vite.environments.ssr
  if (!isRunnableDevEnvironment(ssr)) throw new Error('Vite’s ssr environment cannot run modules')

  await app.register(middie)
  app.use(vite.middlewares)

  /**
   * An operator app's page from its source. Its entry is written from the app's own root
   * (`/main.tsx`, as its build sees it); this one dev server serves the project root, so the entry
   * is under the app's folder, whatever path the page was opened at.
   */
  const sendApp = (folder: 'designer' | 'admin') => async (request: FastifyRequest, reply: FastifyReply) => {
    const source = await fs.readFile(path.join(rootDir, folder, 'index.html'), 'utf8')
    const html = source.replace('src="/main.tsx"', `src="/${folder}/main.tsx"`)
    return reply.type('text/html; charset=utf-8').send(await vite.transformIndexHtml(request.url, html))
  }
  app.get('/designer', (_request, reply) => reply.redirect('/designer/'))
  app.get('/designer/', sendApp('designer'))
  app.get('/admin', sendApp('admin'))
  app.get('/admin/*', sendApp('admin'))

  return {
    render: async (request, options) => (await ssr.runner.import<EntryServer>(ENTRY_SERVER)).render(request, options),
    assets: async (modules) => ({
      head: await ssrStyles(vite),
      body: `${pageChunksBlock(modules, (module) => `/${module}`)}<script type="module" src="${ENTRY_CLIENT}"></script>`,
    }),
    transformShell: (url, html) => vite.transformIndexHtml(url, html),
  }
}
