import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import path from 'node:path'
import { developmentRenderer } from './dev.ts'
import { cachedFastPath, type RawFastPath } from './fast-path.ts'
import { pageHandler } from './page-handler.ts'
import { previewPageRoute } from './preview/page.ts'
import { productionRenderer } from './production.ts'

const ROOT_DIR = path.resolve(import.meta.dirname, '../..')

/**
 * Server-side rendering of the storefront (registered last, after every API route): pages are
 * whatever no route answered. Production serves dist/ (npm run build); development runs Vite.
 */
export const ssrPlugin: FastifyPluginAsyncTypebox<{ fastPath: { serve: RawFastPath | null } }> = async (
  app,
  { fastPath },
) => {
  const renderer =
    app.config.env === 'development'
      ? await developmentRenderer(app, ROOT_DIR)
      : await productionRenderer(app, path.join(ROOT_DIR, 'dist'))
  app.setNotFoundHandler(pageHandler(app, renderer))
  previewPageRoute(app, renderer)
  fastPath.serve = cachedFastPath(app)
}
