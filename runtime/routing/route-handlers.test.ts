import { matchRoutes, type RouteObject } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { routes } from '../routes.tsx'
import { routeHandlers } from './route-handlers.ts'

/** Every route's full path with its parameters and splat filled in. */
function samplePaths(list: readonly RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent
    const own =
      route.path != null || route.index
        ? [
            (path || '/')
              .replace(/:[\w-]+\?/g, '')
              .replace(/:[\w-]+/g, '42')
              .replace(/\*$/, 'a/b'),
          ]
        : []
    return [...own, ...samplePaths(route.children ?? [], path)]
  })
}

const ids = (list: RouteObject[], path: string) => matchRoutes(list, path)?.map((match) => match.route.id) ?? null

describe('routeHandlers', () => {
  const handlerFor = routeHandlers(routes)
  const paths = samplePaths(routes)
  const odd = [
    '/',
    '//',
    '/items/',
    '/ITEMS',
    '/Items/12',
    '/%69tems/12',
    '/nope',
    '/nope/items',
    '/%E4%B8%AD',
    '/%E4',
    '/member/address-add',
    '/MEMBER/x/y',
  ]

  it('matches every path as react-router does over the whole table', () => {
    expect(paths.length).toBeGreaterThan(50)
    for (const path of [...paths, ...paths.map((p) => p.toUpperCase()), ...odd]) {
      expect(ids(handlerFor(path).handler.dataRoutes as RouteObject[], path), path).toEqual(ids(routes, path))
    }
  })

  it('gives a path a table of the routes of its first segment and the 404 route only', () => {
    const home = handlerFor('/').handler.dataRoutes as RouteObject[]
    expect(samplePaths(home).sort()).toEqual(['/', '/a/b'])
    expect(samplePaths(handlerFor('/items/7').handler.dataRoutes as RouteObject[]).sort()).toEqual([
      '/a/b',
      '/items',
      '/items/42',
    ])
    expect(handlerFor('/items')).toBe(handlerFor('/Items/9'))
  })

  it('refuses a table with a route that names no id', () => {
    expect(() => routeHandlers([{ path: 'a', children: [{ path: 'b' }] }])).toThrow(/no id/)
  })
})
