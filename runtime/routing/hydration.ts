import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom'

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

/**
 * JSON that is safe inside an inline <script>: no `</script>` or `<!--` can close or confuse the
 * element, whatever the data holds.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c] ?? c)
}

/**
 * Route errors in the form react-router's browser router revives from
 * window.__staticRouterHydrationData; anything thrown that is not a response becomes an Error. In
 * production it keeps no message: the page never shows it and the HTML should not carry it either.
 */
function serializeErrors(errors: StaticHandlerContext['errors'], production: boolean) {
  if (!errors) return null
  const serialized: Record<string, unknown> = {}
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) {
      serialized[routeId] = { ...error, __type: 'RouteErrorResponse' }
    } else {
      const message = error instanceof Error ? error.message : String(error)
      serialized[routeId] = { message: production ? 'Unexpected Server Error' : message, __type: 'Error' }
    }
  }
  return serialized
}

/** The inline script that hands the server's loader data and errors to the browser router. */
export function hydrationScript(context: StaticHandlerContext, production: boolean): string {
  const state = {
    loaderData: context.loaderData,
    actionData: context.actionData,
    errors: serializeErrors(context.errors, production),
  }
  // Parsing a JSON string is faster than evaluating the same object literal.
  return `window.__staticRouterHydrationData=JSON.parse(${scriptSafeJson(JSON.stringify(state))});`
}
