import type { LoaderFunctionArgs } from 'react-router-dom'
import type { PagesApi } from '../../routing/pages-api.ts'
import type { RequestContext } from '../../routing/loader-api.ts'
import { THEME_COLOR } from '../../../schemas/brand-colors.ts'

/** A descriptor as /api/pages answers it, for the designed pages' loader tests. */
export const descriptor = {
  page: { backgroundColor: '#F5F5F5', themeColor: THEME_COLOR, merchantSettlement: false },
  seo: { title: '年货节专题', keywords: '', description: '' },
  widgets: [],
}

/** A loader context whose descriptor client is `get`. */
export function contextWith(get: PagesApi['get']): RequestContext {
  return { api: {} as RequestContext['api'], pages: { get } }
}

/** A loader's arguments for the address `url`. */
export const args = (url: string, context: RequestContext, params: Record<string, string> = {}) =>
  ({ request: new Request(`http://mall.test${url}`), params, context }) as unknown as LoaderFunctionArgs
