// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router-dom'
import { jsonDataBlock, scriptSafeJson } from '../lib/data-block.ts'
import { forHydration } from '../widgets/server-markup.ts'
import type { WidgetDescriptor } from '../widgets/widget-slot.tsx'
import { HYDRATION_DATA_ID, hydrationBlock, readHydration } from './hydration.ts'

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

  it('writes the bytes JSON.stringify would, whether or not the loader data is kept (frozen) across requests', () => {
    const widgets = [
      { uuid: 'a', type: 'W0011', x: 0, y: 0, width: 1190, height: 40, title: '<热卖>' },
      { uuid: 'b', type: 'W0001', x: 0, y: 40, width: 1190, height: 400, list: [{ imgUrl: '/u/1.jpg' }] },
    ] as unknown as WidgetDescriptor[]
    const data = () => ({
      root: { seo: { title: '商城\u2028' }, nothing: undefined },
      index: { title: '首页', widgets, categories: [{ id: 1, name: '手机&数码' }] },
      empty: null,
    })
    const matches = [{ route: { id: 'index', handle: { title: '首页', loader: () => {} } }, pathname: '/', params: {} }]
    const expected = (loaderData: ReturnType<typeof data>) =>
      jsonDataBlock(
        HYDRATION_DATA_ID,
        scriptSafeJson({
          router: {
            loaderData: { ...loaderData, index: { ...loaderData.index, widgets: forHydration(widgets) } },
            actionData: null,
            errors: null,
          },
          matches: [{ id: 'index', pathname: '/', params: {}, handle: { title: '首页' } }],
          widgets: ['W0001'],
        }),
      )
    const fresh = data()
    const block = (loaderData: ReturnType<typeof data>) =>
      hydrationBlock(context({ loaderData, matches } as unknown as Partial<StaticHandlerContext>), true, ['W0001'])
    expect(block(fresh)).toBe(expected(fresh))
    const kept = data()
    Object.freeze(widgets)
    Object.freeze(kept.root)
    expect(block(kept)).toBe(expected(kept))
    // Written once: the second page reads the first page's JSON.
    expect(block(kept)).toBe(expected(kept))
  })

  it('is absent from a page the server did not render: the router loads the data itself', () => {
    expect(readHydration()).toEqual({ matches: [], widgets: [] })
  })
})
