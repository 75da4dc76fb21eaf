import { describe, expect, it } from 'vitest'
import type { LoaderFunctionArgs } from 'react-router-dom'
import { customLoader, editLoader } from './designer-entry.ts'

const args = (path: string, cookie?: string) =>
  ({
    request: new Request(`http://shop.test${path}`, { headers: cookie ? { cookie } : {} }),
    params: {},
    context: undefined,
  }) as unknown as LoaderFunctionArgs

const where = (response: Response) => [response.status, response.headers.get('location')]

describe('/custom and /edit', () => {
  it('send an operator into the designer: /custom to the page list, /edit to the page named', () => {
    const operator = 'operator_token=signed'
    expect(where(customLoader(args('/custom', operator)))).toEqual([302, '/designer/'])
    expect(where(editLoader(args('/edit?id=1002', operator)))).toEqual([302, '/designer/?id=1002'])
    expect(where(editLoader(args('/edit?pageid=7', operator)))).toEqual([302, '/designer/?id=7'])
  })

  it('send anyone else to the designer’s operator sign-in, which opens the same page once signed in', () => {
    expect(where(customLoader(args('/custom')))).toEqual([302, '/designer/'])
    expect(where(editLoader(args('/edit?id=1002', 'customer_token=member')))).toEqual([302, '/designer/?id=1002'])
  })

  it('ignore a page id that is not one', () => {
    for (const query of ['', '?id=', '?id=abc', '?id=0', '?id=12345678901', '?id=1%2F..%2Fx']) {
      expect(where(editLoader(args(`/edit${query}`)))).toEqual([302, '/designer/'])
    }
  })
})
