import type { FastifyRequest } from 'fastify'

/**
 * Image addresses for clients on another origin. We store images as site paths (`/uploads/…`),
 * which our own pages load from their origin; a frontend served from elsewhere (the ECShopX
 * desktop frontend) would load them from its own and break. `onPublicUrl` puts a site path on the
 * shop's public address; http(s) addresses and '' stay as they are.
 */
export function onPublicUrl(url: string, publicUrl: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${publicUrl}${url}` : url
}

/**
 * The image mapping a request should get: absolute for a browser calling across origins (it sends
 * an Origin other than the shop's), unchanged for our own pages (same-origin GETs send no Origin).
 */
export function imagesFor(request: FastifyRequest, publicUrl: string): (url: string) => string {
  const origin = request.headers.origin
  return origin && origin !== new URL(publicUrl).origin ? (url) => onPublicUrl(url, publicUrl) : (url) => url
}
