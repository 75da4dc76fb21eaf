// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom'
import { hydrationBlock, readHydration } from './hydration.ts'

afterEach(() => {
  document.body.innerHTML = ''
})

function context(fields: Partial<StaticHandlerContext>): StaticHandlerContext {
  return {
    loaderData: {},
    actionData: null,
    errors: null,
    statusCode: 200,
    matches: [],
    basename: '/',
    loaderHeaders: {},
    actionHeaders: {},
    ...fields,
  } as StaticHandlerContext
}

describe('the hydration data block', () => {
  it('hands the loader data, the matched routes and the page’s widget types to the browser', () => {
    const loaderData = { root: { seo: { title: '</script>商城' } }, index: { widgets: [{ type: 'W0001' }] } }
    const matches = [
      { route: { id: 'root' }, pathname: '/', pathnameBase: '/', params: { id: '5' } },
      { route: { id: 'items-id' }, pathname: '/items/5', pathnameBase: '/items/5', params: { id: '5' } },
    ] as StaticHandlerContext['matches']
    document.body.innerHTML = hydrationBlock(context({ loaderData, matches }), true, new Set(['W0001', 'W0011']))
    const hydration = readHydration()
    expect(hydration.hydrationData?.loaderData).toEqual(loaderData)
    expect(hydration.hydrationData?.errors).toBeNull()
    expect(hydration.matches).toEqual([
      { id: 'root', pathname: '/', params: { id: '5' } },
      { id: 'items-id', pathname: '/items/5', params: { id: '5' } },
    ])
    expect(hydration.widgets).toEqual(['W0001', 'W0011'])
  })

  it('revives route errors as the error objects the boundaries check, without server messages in production', () => {
    const errors = {
      'items-id': { status: 404, statusText: 'Not Found', internal: false, data: null },
      index: new Error('database password in a stack trace'),
    }
    const html = hydrationBlock(context({ errors, statusCode: 404 }), true, [])
    expect(html).not.toContain('database password')
    document.body.innerHTML = html
    const revived = readHydration().hydrationData?.errors ?? {}
    expect(isRouteErrorResponse(revived['items-id'])).toBe(true)
    expect((revived['items-id'] as { status: number }).status).toBe(404)
    expect(revived.index).toBeInstanceOf(Error)
    expect((revived.index as Error).message).toBe('Unexpected Server Error')
  })

  it('is absent from a page the server did not render: the router loads the data itself', () => {
    expect(readHydration()).toEqual({ matches: [], widgets: [] })
  })
})
