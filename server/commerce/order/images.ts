/**
 * Image URLs a member may attach (rating photos, after-sales evidence): files uploaded to this
 * site (/uploads/…) or https URLs — nothing that could run script or reach into the site's paths.
 */
const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9_\-./]+$/
const HTTPS_URL = /^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?\/[^\s"'<>\\]*$/

export function isImageUrl(value: string): boolean {
  if (value.length > 500 || value.split('/').includes('..')) return false
  return UPLOAD_PATH.test(value) || HTTPS_URL.test(value)
}
