import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'

/** Where the interactive reference lives; its OpenAPI document is at `${DOCS_PREFIX}/json` too. */
export const DOCS_PREFIX = '/api/docs'

/**
 * The interactive API reference (Swagger UI, @fastify/swagger-ui), served with its own bundled
 * scripts and styles from this server, so nothing is fetched from a CDN and the site's policy
 * (scripts from this origin only) holds there as everywhere.
 */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: {
      docExpansion: 'none',
      deepLinking: true,
      persistAuthorization: false,
      displayRequestDuration: true,
      filter: true,
      tryItOutEnabled: false,
      // No badge from validator.swagger.io: the reference fetches nothing from elsewhere.
      validatorUrl: null,
    },
    theme: { title: 'mallfront API 参考' },
  })
}
