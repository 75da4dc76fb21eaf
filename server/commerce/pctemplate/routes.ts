import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { pageLayoutStore } from '../../pages/layout.ts'
import { sendKeptData } from '../../pages/routes.ts'
import { headerOrFooterSchema, tdkSchema, templateContentSchema } from '../../../schemas/api/pctemplate.ts'
import { now } from '../../../schemas/time.ts'
import { headerOrFooter, tdkOf, templateContent } from './content.ts'

/** The ECShopX page-template calls, read by the ECShopX desktop frontend (its home page). */
export const pctemplateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const layouts = pageLayoutStore(app)
  // ECShopX runs on its own origin: images are served on the shop's public address.
  const origin = app.config.publicUrl

  // The same for every viewer: kept as bytes until the next publish, like guests' page descriptors.
  app.get('/pctemplate/getTemplateContent', { schema: templateContentSchema }, async (request, reply) => {
    const { company_id: companyId, theme_pc_template_id: pageId } = request.query
    return sendKeptData(request, reply, companyId, `pctemplate:${pageId ?? 'index'}`, () =>
      templateContent(app.db, request.log, { companyId, pageId, origin, now: now() }),
    )
  })

  app.get('/pctemplate/getHeaderOrFooter', { schema: headerOrFooterSchema }, async (request) => {
    const { company_id: companyId, page_name: part } = request.query
    const { layout } = await layouts.get(companyId)
    return { data: await headerOrFooter(app.db, layout, { companyId, part, origin }) }
  })

  app.get('/pagestemplate/gettdk', { schema: tdkSchema }, async (request) => {
    const { layout } = await layouts.get(request.query.company_id)
    return { data: tdkOf(layout) }
  })
}
