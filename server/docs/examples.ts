/**
 * Worked examples of the calls an integrator makes first: sign in, read a page, add to the cart.
 * Keyed by method and the route's address; the reference shows them beside the generated ones.
 */

export interface OperationExample {
  body?: Record<string, unknown>
  /** The 200 answer. */
  answer: Record<string, unknown>
}

const TOKEN = 'eyJraW5kIjoibWVtYmVyIiwiaWQiOjEsImV4cCI6MTc2NDA2NDAwMH0.3q2-7wAbCdEfGhIjKlMnOpQrStUvWxYz012345678'

export const OPERATION_EXAMPLES: Record<string, OperationExample> = {
  'POST /api/h5app/wxapp/login': {
    body: { username: '13800000000', password: 'demo1234', company_id: 1 },
    answer: { data: { token: TOKEN } },
  },
  'POST /api/h5app/wxapp/cart': {
    body: { item_id: 1, num: 2, company_id: 1 },
    answer: { data: { cart_id: 12, item_id: 1, sku_id: 3, num: 2 } },
  },
  'GET /api/pages/home': {
    answer: {
      data: {
        page: { backgroundColor: '#F5F5F5', themeColor: '#E4393C', merchantSettlement: false },
        seo: { title: 'mallfront 商城', keywords: '手机,家电', description: '正品低价，送货上门' },
        header: {
          logo: { imgUrl: '/uploads/brand/logo.svg', alt: 'mallfront 商城' },
          hotKeywords: ['手机'],
          navs: [{ title: '首页', href: '/' }],
        },
        footer: { params: { services: [], columns: [], copyright: '© mallfront', icp: '' } },
        widgets: [
          {
            uuid: 'text-1',
            type: 'W0011',
            name: '文本',
            text: '限时特惠',
            x: 0,
            y: 0,
            width: 120,
            height: 20,
            data: [],
          },
        ],
        schema_version: 1,
      },
    },
  },
}
