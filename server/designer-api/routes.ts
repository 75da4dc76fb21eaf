import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import path from 'node:path'
import { DESIGNER_API_BASE } from '../../schemas/api/designer.ts'
import { combinedModuleRoutes } from './combined-modules/routes.ts'
import { pickerRoutes } from './picker-routes.ts'
import { sessionRoutes } from './session-routes.ts'
import { templateRoutes } from './template-routes.ts'
import { localImageStorage } from './uploads/local-storage.ts'
import { STORAGE_PATH, uploadRoutes } from './uploads/routes.ts'
import type { ImageStorage } from './uploads/storage.ts'
import { designerValidator } from './validator.ts'
import { guardRoutes } from '../admin-api/access.ts'
import { requireAuditOnWrites } from '../admin-api/audit.ts'

export interface DesignerApiOptions {
  /** The image-storage provider; by default files live under DATA_DIR/uploads, served at /uploads/. */
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
  const storage = options.storage ?? localImageStorage(path.join(app.config.dataDir, 'uploads'))

  await app.register(sessionRoutes)
  await app.register(templateRoutes)
  await app.register(pickerRoutes)
  await app.register(combinedModuleRoutes)
  await app.register(uploadRoutes, { storage, uploadUrl: `${DESIGNER_API_BASE}${STORAGE_PATH}` })
}
