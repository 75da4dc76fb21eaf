import type { ApiPaths, ApiRoute } from '../../schemas/api/paths.ts'
import type { BodyFields, CallOptions, Http, Page, QueryParams, QueryValue } from './http.ts'

/**
 * Calls by route, typed from the map of the shopper API in schemas/api/paths.ts: the answer is
 * the route's own, and the query or body may only name fields its schema names. Over the same
 * client (http.ts): the path goes out as written in the map, without its leading slash, with each
 * `:name` segment filled in.
 */

type MethodOf<R> = R extends `${infer Method} /${string}` ? Method : never
type PathOf<R> = R extends `${string} /${infer Path}` ? Path : never
type ParamNames<Path> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never

/** What the route answers under `data`. */
export type Answer<R extends ApiRoute> = ApiPaths[R]['response']

/** The entries of a paged route's `list`. */
export type ListItem<R extends ApiRoute> = Answer<R> extends { list: Array<infer Item> } ? Item : never

type KeysOf<T> = T extends unknown ? keyof T & string : never

/** The fields a route's schema names; the values are as the client encodes them (form text, numbers, lists). */
type Fields<T, Value> = [T] extends [undefined] ? Partial<Record<string, never>> : { [F in KeysOf<T>]?: Value }

export type Payload<R extends ApiRoute> =
  MethodOf<R> extends 'GET' ? Fields<ApiPaths[R]['query'], QueryValue> : Fields<ApiPaths[R]['body'], unknown>

/** The values of the route's `:name` segments. */
export type PathParams<R extends ApiRoute> = Record<ParamNames<PathOf<R>>, string | number>

type Rest<R extends ApiRoute> = [ParamNames<PathOf<R>>] extends [never]
  ? [payload?: Payload<R>, options?: CallOptions]
  : [params: PathParams<R>, payload?: Payload<R>, options?: CallOptions]

function pathOf(pattern: string, params: Record<string, string | number> | undefined): string {
  const path = pattern.replace(/^\/+/, '')
  return params ? path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name]))) : path
}

/** Calls a route; the arguments after the payload reach the client exactly as given. */
export function call<R extends ApiRoute>(http: Http, route: R, ...rest: Rest<R>): Promise<Answer<R>> {
  const [method, pattern] = route.split(' ') as [string, string]
  const hasParams = pattern.includes(':')
  const params = hasParams ? (rest[0] as Record<string, string | number>) : undefined
  const args = (hasParams ? rest.slice(1) : rest) as [(QueryParams | BodyFields)?, CallOptions?]
  const path = pathOf(pattern, params)
  switch (method) {
    case 'GET':
      return http.get<Answer<R>>(path, ...(args as [QueryParams?, CallOptions?]))
    case 'POST':
      return http.post<Answer<R>>(path, ...(args as [BodyFields?, CallOptions?]))
    case 'PUT':
      return http.put<Answer<R>>(path, ...(args as [BodyFields?, CallOptions?]))
    default:
      return http.delete<Answer<R>>(path, ...(args as [BodyFields?, CallOptions?]))
  }
}

/** A paged GET route, as `{ list, total }` (http.ts `paged`). */
export function callPaged<R extends ApiRoute & `GET ${string}`>(
  http: Http,
  route: R,
  query: Payload<R>,
  options?: CallOptions,
): Promise<Page<ListItem<R>>> {
  return http.paged<ListItem<R>>(pathOf(route.slice('GET '.length), undefined), query as QueryParams, options)
}
