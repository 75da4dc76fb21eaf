import {
  isRouteErrorResponse,
  UNSAFE_ErrorResponseImpl,
  type HydrationState,
  type StaticHandlerContext,
} from 'react-router-dom'
import { jsonDataBlock, readDataBlock, scriptSafeJson } from '../lib/data-block.ts'
import { forHydration } from '../widgets/server-markup.ts'
import type { WidgetDescriptor } from '../widgets/widget-slot.tsx'

/** The element id of the page's hydration data. */
export const HYDRATION_DATA_ID = 'mallfront-hydration'

type SerializedError =
  | { __type: 'RouteErrorResponse'; status: number; statusText: string; data: unknown; internal: boolean }
  | { __type: 'Error'; message: string }

/** What the server hands the browser to hydrate the page it rendered. */
export interface HydrationPayload {
  router: {
    loaderData: Record<string, unknown>
    actionData: Record<string, unknown> | null
    errors: Record<string, SerializedError> | null
  }
  /** The routes the server matched, outermost first, which the browser renders without matching again. */
  matches: HydrationMatch[]
  /** The widget types on the page that hydrate, whose components the browser loads first. */
  widgets: string[]
}

/**
 * A matched route by its id, with the part of the address it matched and its parameters, and the
 * text fields of its handle (a page's module, fixed title and viewport), which a desktop browser
 * builds the page's route from.
 */
export interface HydrationMatch {
  id: string
  pathname: string
  params: Record<string, string | undefined>
  handle?: Record<string, string>
}

/** The text fields of a route's handle; functions stay with the page module. */
function textFields(handle: unknown): Record<string, string> | undefined {
  if (!handle || typeof handle !== 'object') return undefined
  const fields = Object.entries(handle).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
  return fields.length ? Object.fromEntries(fields) : undefined
}

/**
 * Route errors as plain data; anything thrown that is not a response becomes an Error. In
 * production it keeps no message: the page never shows it and the HTML should not carry it either.
 */
function serializeErrors(
  errors: StaticHandlerContext['errors'],
  production: boolean,
): HydrationPayload['router']['errors'] {
  if (!errors) return null
  const serialized: Record<string, SerializedError> = {}
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) {
      const { status, statusText, data } = error
      // The router's own responses (a 404 for no route) are marked internal; the type leaves it out.
      const internal = (error as { internal?: unknown }).internal === true
      serialized[routeId] = { __type: 'RouteErrorResponse', status, statusText, data, internal }
    } else {
      const message = error instanceof Error ? error.message : String(error)
      serialized[routeId] = { __type: 'Error', message: production ? 'Unexpected Server Error' : message }
    }
  }
  return serialized
}

/** Route errors back as the browser router's error objects, so the error boundaries see what the server's did. */
function reviveErrors(errors: HydrationPayload['router']['errors']): HydrationState['errors'] {
  if (!errors) return null
  const revived: Record<string, unknown> = {}
  for (const [routeId, error] of Object.entries(errors)) {
    if (error.__type === 'RouteErrorResponse') {
      revived[routeId] = new UNSAFE_ErrorResponseImpl(error.status, error.statusText, error.data, error.internal)
    } else {
      const revivedError = new Error(error.message)
      revivedError.stack = ''
      revived[routeId] = revivedError
    }
  }
  return revived
}

/**
 * The data block that hands the server's loader data, route errors and widget types to the
 * browser; widgets whose markup the browser keeps go as bare frames (server-markup.ts).
 */
export function hydrationBlock(context: StaticHandlerContext, production: boolean, widgets: Iterable<string>): string {
  const rest = (value: unknown) => scriptSafeJson(value ?? null)
  const matches: HydrationPayload['matches'] = context.matches.map(({ route, pathname, params }) => ({
    id: route.id,
    pathname,
    params,
    handle: textFields(route.handle),
  }))
  // JSON.stringify of the HydrationPayload, written part by part so what the page shares with
  // other requests is serialized once.
  const router = `{"loaderData":${objectJson(context.loaderData, routeDataJson)},"actionData":${rest(context.actionData)},"errors":${rest(serializeErrors(context.errors, production))}}`
  return jsonDataBlock(
    HYDRATION_DATA_ID,
    `{"router":${router},"matches":${rest(matches)},"widgets":${rest([...widgets])}}`,
  )
}

/**
 * The safe JSON of frozen values, which the server's renderer shares across requests (the site
 * frame, a kept descriptor: routing/pages-api.ts): as they are, and as the browser hydrates them
 * (a designed page's data with its widgets cut by `forHydration`).
 */
const plainJson = new WeakMap<object, string>()
const hydratedJson = new WeakMap<object, string>()

function onceFor(written: WeakMap<object, string>, value: object, json: () => string): string {
  let known = written.get(value)
  if (known === undefined) {
    known = json()
    if (Object.isFrozen(value)) written.set(value, known)
  }
  return known
}

/** As JSON.stringify writes an object, with each field's JSON from `field` (undefined leaves it out). */
function objectJson(
  object: Record<string, unknown>,
  field: (name: string, value: unknown) => string | undefined,
): string {
  const parts: string[] = []
  for (const [name, value] of Object.entries(object)) {
    const json = field(name, value)
    if (json !== undefined) parts.push(`${scriptSafeJson(name)}:${json}`)
  }
  return `{${parts.join(',')}}`
}

/** A value's safe JSON as JSON.stringify would write it inside an object; undefined where it leaves it out. */
function valueJson(value: unknown): string | undefined {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return undefined
  if (typeof value === 'object' && value !== null) return onceFor(plainJson, value, () => scriptSafeJson(value))
  return scriptSafeJson(value)
}

/** A route's loader data, its page widgets (home, custom and product pages) as the browser hydrates them. */
function routeDataJson(_routeId: string, data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data) || !('widgets' in data)) return valueJson(data)
  return onceFor(hydratedJson, data, () =>
    objectJson(data as Record<string, unknown>, (name, value) =>
      name === 'widgets' && Array.isArray(value)
        ? onceFor(hydratedJson, value, () => scriptSafeJson(forHydration(value as WidgetDescriptor[])))
        : valueJson(value),
    ),
  )
}

/** The page's hydration data, ready for the browser's router; nothing when the page has none. */
export function readHydration(doc: Document = document): {
  hydrationData?: HydrationState
  matches: HydrationMatch[]
  widgets: string[]
} {
  const payload = readDataBlock(HYDRATION_DATA_ID, doc) as HydrationPayload | undefined
  if (!payload) return { matches: [], widgets: [] }
  const { loaderData, actionData, errors } = payload.router
  return {
    hydrationData: { loaderData, actionData, errors: reviveErrors(errors) },
    matches: payload.matches,
    widgets: payload.widgets,
  }
}
