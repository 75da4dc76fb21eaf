import { redirect, type LoaderFunctionArgs } from 'react-router-dom'

/** The page designer's own address (served beside the storefront, operators only). */
export const DESIGNER_PATH = '/designer/'

const PAGE_ID = /^[1-9][0-9]{0,9}$/

/**
 * Where /custom and /edit lead (spec 2.1, 2.9: designer functions are for operators): the
 * designer, at the page asked for when /edit names one (?id= or the storefront's ?pageid=), else
 * its page list. The designer is its own operator sign-in: a visitor without a valid operator
 * session is shown the sign-in at that same address (a signed-in shopper its 无权限 notice), and
 * the operator's session is checked there by the server on every designer call, so this address
 * is the sign-in with its return address built in, whoever asks.
 */
export function designerAddress(url: URL, withPage: boolean): string {
  if (!withPage) return DESIGNER_PATH
  const id = url.searchParams.get('id') ?? url.searchParams.get('pageid') ?? ''
  return PAGE_ID.test(id) ? `${DESIGNER_PATH}?id=${id}` : DESIGNER_PATH
}

/** /custom: the designer's page list. */
export function customLoader({ request }: LoaderFunctionArgs): Response {
  return redirect(designerAddress(new URL(request.url), false))
}

/** /edit (?id= or ?pageid=): the designer's editor of that page. */
export function editLoader({ request }: LoaderFunctionArgs): Response {
  return redirect(designerAddress(new URL(request.url), true))
}
