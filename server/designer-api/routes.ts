import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { DESIGNER_API_BASE } from '../../schemas/api/designer.ts'
import { combinedModuleRoutes } from './combined-modules/routes.ts'
import { pickerRoutes } from './picker-routes.ts'
import { previewLinkRoutes } from './preview-links/routes.ts'
import { sessionRoutes } from './session-routes.ts'
import { templateRoutes } from './template-routes.ts'
import { versionRoutes } from './versions/routes.ts'
import { mediaRoutes } from './media/routes.ts'
import { configuredImageStorage } from './uploads/storage-select.ts'
import { STORAGE_PATH, uploadRoutes } from './uploads/routes.ts'
import type { ImageStorage } from './uploads/storage.ts'
import { designerValidator } from './validator.ts'
import { guardRoutes } from '../admin-api/access.ts'
import { requireAuditOnWrites } from '../admin-api/audit.ts'

export interface DesignerApiOptions {
  /** The image-storage provider; by default the one STORAGE names (DATA_DIR/uploads, served at /uploads/). */
  storage?: ImageStorage
}

/**
 * The operators' page designer API, mounted at /api/designer: session, pages and drafts,
 * publishing, previews, pickers and image uploads. Operator-only except sign-in and the storage
 * endpoint (which its upload token authorises).
 */
export const designerApiRoutes: FastifyPluginAsyncTypebox<DesignerApiOptions> = async (app, options) => {
  app.setValidatorCompiler(designerValidator)
  // Operators whose role has 页面装修; sign-in and the storage endpoint say otherwise themselves.
  guardRoutes(app, ['pages'], 'DESIGNER_FORBIDDEN')
  requireAuditOnWrites(app)
  const storage = options.storage ?? (await configuredImageStorage(app.config))

  await app.register(sessionRoutes)
  await app.register(templateRoutes)
  await app.register(versionRoutes)
  await app.register(pickerRoutes)
  await app.register(combinedModuleRoutes)
  await app.register(previewLinkRoutes)
  await app.register(uploadRoutes, { storage, uploadUrl: `${DESIGNER_API_BASE}${STORAGE_PATH}` })
  await app.register(mediaRoutes, { storage })
}
