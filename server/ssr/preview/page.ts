import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { PREVIEW_AS_PARAM, PREVIEW_PATH } from '../../../schemas/api/preview-links.ts'
import { now } from '../../../schemas/time.ts'
import { findLivePreviewLink } from '../../designer-api/preview-links/repo.ts'
import { previewTokenDigest } from '../../designer-api/preview-links/token.ts'
import { pageLayoutStore } from '../../pages/layout.ts'
import { findTemplate } from '../../pages/templates-repo.ts'
import { APP_OUTLET, appMarkup, documentShell } from '../document.ts'
import { FALLBACK_ERROR_PAGE } from '../fallback-page.ts'
import { injectFetch } from '../inject-fetch.ts'
import type { PageRenderer } from '../renderer.ts'
import { PREVIEW_BANNER_STYLE, previewBanner } from './banner.ts'
import { draftFetch } from './draft-fetch.ts'
import { draftPage } from './draft-page.ts'
import { chosenViewer, previewViewers } from './viewers.ts'

/** Headers the render sees of the visitor: none that could make the page someone's own. */
const PASSED_HEADERS = ['accept', 'accept-language', 'user-agent']

const ROBOTS_META = '<meta name="robots" content="noindex">'

interface Rendered {
  status: number
  html: string
}

/**
 * A preview is nobody's to keep: never stored by a browser or a CDN, never indexed, and its
 * address (the token) never sent on as a referrer.
 */
function sendPreview(reply: FastifyReply, { status, html }: Rendered) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html)
}

/**
 * GET /preview/:token?as=guest|grade:<id>|staff — a template's draft, server-rendered as the
 * storefront renders the page, under a fixed 预览版本 banner; anyone holding a live link may open
 * it. A token that is malformed, altered, expired, revoked or whose template is gone gets the
 * storefront's 404 page, with nothing of the draft. The page is rendered as a guest (the visitor's
 * cookies never reach it) and loads none of the storefront's scripts: the client router would
 * not know this address, and the preview is for looking, not for shopping.
 */
export function previewPageRoute(app: FastifyInstance, renderer: PageRenderer) {
  const deps = { db: app.db, log: app.log, layout: pageLayoutStore(app) }

  async function render(request: FastifyRequest, address: string, fetch: typeof globalThis.fetch, banner: string) {
    const headers = new Headers()
    for (const name of PASSED_HEADERS) {
      const value = request.headers[name]
      if (typeof value === 'string') headers.set(name, value)
    }
    const origin = `${request.protocol}://${request.host}`
    const result = await renderer.render(new Request(new URL(address, origin), { headers }), {
      fetch,
      production: app.config.env !== 'development',
      onError: (err) => request.log.error({ err }, 'error while rendering a preview'),
    })
    if (result.type === 'redirect') return null
    const assets = await renderer.assets(result.modules, result.styleModules)
    const shell = documentShell(result.head, { head: assets.head, body: '' }).replace(
      '<head>',
      () => `<head>\n${ROBOTS_META}${banner ? `\n${PREVIEW_BANNER_STYLE}` : ''}`,
    )
    return { status: result.status, html: shell.replace(APP_OUTLET, () => banner + appMarkup(result.html, '')) }
  }

  /** The storefront's 404 page, at an address that holds no token. */
  async function notFound(request: FastifyRequest): Promise<Rendered> {
    const page = await render(request, PREVIEW_PATH, injectFetch(app, request, { asGuest: true }), '')
    return page && page.status === 404 ? page : { status: 404, html: FALLBACK_ERROR_PAGE }
  }

  app.get<{ Params: { token: string }; Querystring: Record<string, string | undefined> }>(
    `${PREVIEW_PATH}/:token`,
    { schema: { hide: true } },
    async (request, reply) => {
      try {
        const digest = previewTokenDigest(app.config.secret, request.params.token)
        const link = digest ? await findLivePreviewLink(app.db, digest, now()) : undefined
        const template = link ? await findTemplate(app.db, link.company_id, link.template_id) : undefined
        if (!link || !template) return sendPreview(reply, await notFound(request))

        const viewers = await previewViewers(app.db)
        const viewer = chosenViewer(viewers, request.query[PREVIEW_AS_PARAM])
        const draft = await draftPage(deps, template, viewer)
        const banner = previewBanner({
          title: template.template_title,
          expiresAt: Number(link.expires_at),
          viewers,
          current: viewer,
        })
        const fetch = draftFetch(injectFetch(app, request, { asGuest: true }), draft)
        const page = await render(request, draft.address, fetch, banner)
        return sendPreview(reply, page ?? (await notFound(request)))
      } catch (err) {
        request.log.error({ err }, 'preview could not be rendered')
        return sendPreview(reply, { status: 500, html: FALLBACK_ERROR_PAGE })
      }
    },
  )
}
