import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { toastStore } from '../../../runtime/components/toast/toast.ts'
import type {
  CategoryNode,
  DesignerTemplate,
  ImageRecord,
  PickerCoupon,
  PickerGoods,
  PickerShop,
  PickerShopTag,
  StoredImage,
  UploadTicket,
} from '../../../schemas/api/designer.ts'

/**
 * A stand-in for /api/designer in the pickers' component tests: a fake `fetch` answering the
 * documented shapes of schemas/api/designer.ts from fixtures, and a fake XMLHttpRequest for the
 * storage upload. Every request is recorded so tests can assert what was (not) sent.
 */

export const goodsRows: PickerGoods[] = [
  {
    goods_id: 11,
    itemId: 101,
    goods_name: '女士羊毛大衣',
    goods_pic: '/uploads/coat.png',
    price: 59900,
    market_price: 89900,
    store: 12,
    on_sale: true,
    distributor_id: 1,
  },
  {
    goods_id: 12,
    itemId: 102,
    goods_name: '男士羽绒服',
    goods_pic: '/uploads/down.png',
    price: 129950,
    market_price: 159900,
    store: 0,
    on_sale: false,
    distributor_id: 1,
  },
  {
    goods_id: 13,
    itemId: 103,
    goods_name: '真丝围巾',
    goods_pic: '/uploads/scarf.png',
    price: 19900,
    market_price: 0,
    store: 5,
    on_sale: true,
    distributor_id: 2,
  },
  {
    goods_id: 14,
    itemId: 104,
    goods_name: '羊绒手套',
    goods_pic: '/uploads/gloves.png',
    price: 8800,
    market_price: 0,
    store: 40,
    on_sale: true,
    distributor_id: 2,
  },
]

export const couponRows: PickerCoupon[] = [
  {
    card_id: 1,
    title: '满100减10',
    card_type: 'cash',
    reduce_cost: 1000,
    least_cost: 10000,
    discount: 0,
    end_date: 1893427200,
    available: true,
  },
  {
    card_id: 2,
    title: '冬季85折',
    card_type: 'discount',
    reduce_cost: 0,
    least_cost: 20000,
    discount: 15,
    end_date: 1893427200,
    available: true,
  },
  {
    card_id: 3,
    title: '无门槛5元',
    card_type: 'cash',
    reduce_cost: 500,
    least_cost: 0,
    discount: 0,
    end_date: 1600000000,
    available: false,
  },
  {
    card_id: 4,
    title: '新人券',
    card_type: 'cash',
    reduce_cost: 2000,
    least_cost: 5000,
    discount: 0,
    end_date: 1893427200,
    available: true,
  },
]

export const shopRows: PickerShop[] = [
  {
    distributor_id: 7,
    shop_id: 7,
    name: '西湖旗舰店',
    logo: '/uploads/logo7.png',
    banner: '/uploads/banner7.png',
    address: '浙江省杭州市西湖区文三路 1 号',
    is_open: true,
  },
  {
    distributor_id: 8,
    shop_id: 8,
    name: '滨江体验店',
    logo: '/uploads/logo8.png',
    banner: '',
    address: '浙江省杭州市滨江区江南大道 2 号',
    is_open: false,
  },
]

export const shopTagRows: PickerShopTag[] = [
  { tag_id: 1, tag_name: '自提', shop_count: 12 },
  { tag_id: 2, tag_name: '24小时', shop_count: 3 },
  { tag_id: 3, tag_name: '宠物友好', shop_count: 0 },
]

export const categoryTree: CategoryNode[] = [
  {
    category_id: 1,
    category_name: '女装',
    children: [
      {
        category_id: 11,
        category_name: '外套',
        children: [{ category_id: 111, category_name: '羊毛大衣', children: [] }],
      },
    ],
  },
  { category_id: 2, category_name: '男装', children: [] },
]

export const mainCategoryTree: CategoryNode[] = [
  { category_id: 50, category_name: '服饰鞋包', children: [{ category_id: 51, category_name: '冬装', children: [] }] },
]

const template = (id: number, page_name: DesignerTemplate['page_name'], template_title: string): DesignerTemplate => ({
  id,
  page_name,
  template_title,
  theme_pc_template_id: id + 1000,
  page_path: null,
  version: 1,
  revision: 1,
  published: true,
  has_unpublished_changes: false,
  deletable: page_name === 'custom',
  url: null,
  updated_at: 1700000000,
  published_at: 1700000000,
})

export const templates: DesignerTemplate[] = [
  template(1, 'index', '首页'),
  template(2, 'header', '页头'),
  template(3, 'custom', '双十一会场'),
  template(4, 'custom', '新品首发'),
]

export const imageRows: ImageRecord[] = Array.from({ length: 20 }, (_, i) => ({
  id: 100 - i,
  img_name: `banner-${100 - i}.png`,
  img_url: `images/${100 - i}.png`,
  img_full_url: `/uploads/images/${100 - i}.png`,
  img_type: 'png',
  img_size: 2048,
  width: 1190,
  height: 400 + i,
  created_at: 1700000000 - i,
}))

interface Recorded {
  method: string
  url: URL
  body?: string
}

function paged<T>(rows: T[], params: URLSearchParams) {
  const page = Number(params.get('page') ?? 1)
  const size = Number(params.get('pageSize') ?? 10)
  return { list: rows.slice((page - 1) * size, page * size), total_count: rows.length }
}

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(status < 300 ? { data } : data), {
    status,
    headers: { 'content-type': 'application/json' },
  })

function answer(method: string, url: URL, body: string | undefined): Response {
  const route = url.pathname.replace('/api/designer/', '')
  const q = url.searchParams
  const keywords = q.get('keywords') ?? ''
  if (method === 'GET' && route === 'goods') {
    const category = q.get('category_id')
    const distributor = q.get('distributor_id')
    return json(
      paged(
        goodsRows.filter(
          (row) =>
            row.goods_name.includes(keywords) &&
            (distributor === null || row.distributor_id === Number(distributor)) &&
            // Fixture rule: category 111 (羊毛大衣) holds only the coat.
            (category === null || (category === '111' ? row.itemId === 101 : true)),
        ),
        q,
      ),
    )
  }
  if (method === 'GET' && route === 'coupons')
    return json(
      paged(
        couponRows.filter((row) => row.title.includes(keywords)),
        q,
      ),
    )
  if (method === 'GET' && route === 'shops')
    return json(
      paged(
        shopRows.filter((row) => row.name.includes(keywords)),
        q,
      ),
    )
  if (method === 'GET' && route === 'shop-tags') return json(shopTagRows)
  if (method === 'GET' && route === 'categories') return json(categoryTree)
  if (method === 'GET' && route === 'main-categories') return json(mainCategoryTree)
  if (method === 'GET' && route === 'templates') return json({ list: templates, total_count: templates.length })
  if (method === 'GET' && route === 'images') return json(paged(imageRows, q))
  if (method === 'GET' && route === 'media')
    return json(
      paged(
        imageRows.filter((row) => row.img_name.includes(keywords)).map((row) => ({ ...row, tag: '' })),
        q,
      ),
    )
  if (method === 'GET' && route === 'media/tags') return json({ list: [] })
  if (method === 'GET' && /^media\/\d+\/uses$/.test(route)) return json({ id: Number(route.split('/')[1]), uses: [] })
  if (method === 'GET' && route === 'uploads/token') {
    const ticket: UploadTicket = {
      token: 'ticket-token',
      key: 'images/new.png',
      upload_url: '/api/designer/storage',
      max_size: 5 * 1024 * 1024,
      expires_at: 1900000000,
    }
    return json(ticket)
  }
  if (method === 'POST' && route === 'images') {
    const form = new URLSearchParams(body)
    const record: ImageRecord = {
      id: 500,
      img_name: form.get('img_name') ?? '',
      img_url: form.get('img_url') ?? '',
      img_full_url: `/uploads/${form.get('img_url')}`,
      img_type: 'png',
      img_size: 100,
      width: 10,
      height: 10,
      created_at: 1800000000,
    }
    return json(record)
  }
  return json({ status_code: 404, message: '接口不存在' }, 404)
}

/** Installs the fake fetch, recording each request in `log`. */
function installFakeApi(log: Recorded[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://designer.test')
      const method = init?.method ?? 'GET'
      const body = typeof init?.body === 'string' ? init.body : undefined
      log.push({ method, url, body })
      return answer(method, url, body)
    }),
  )
}

/**
 * Registers the set-up every picker test shares: before each test the fake API, no toasts and a
 * window that does not scroll; after it, the rendered tree, the stubs and the spies are removed.
 * Returns the requests of the running test (one array, emptied before each test).
 */
export function setUpPickerTests(): Recorded[] {
  const log: Recorded[] = []
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    log.length = 0
    installFakeApi(log)
    clearToasts()
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
  return log
}

export interface StorageAnswer {
  status: number
  response: { data: StoredImage } | { status_code: number; message: string }
}

/**
 * A fake XMLHttpRequest for the storage upload. The test drives it: `progress(f)` reports upload
 * progress, `finish(answer)` delivers the answer, so the loading state can be looked at in between.
 */
export function installFakeStorage(): {
  sent: FormData[]
  progress: (fraction: number) => void
  finish: (answer: StorageAnswer) => void
} {
  const sent: FormData[] = []
  let pending: FakeXhr | null = null
  class FakeXhr {
    status = 0
    response: unknown = null
    responseType = ''
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    }
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    open() {}
    send(form: FormData) {
      sent.push(form)
      pending = this
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  const current = () => {
    if (!pending) throw new Error('nothing was sent')
    return pending
  }
  return {
    sent,
    progress: (fraction) =>
      current().upload.onprogress?.({ lengthComputable: true, loaded: fraction * 100, total: 100 }),
    finish: ({ status, response }) => {
      const xhr = current()
      xhr.status = status
      xhr.response = response
      xhr.onload?.()
    },
  }
}

/** Messages of the toasts now shown. */
export const toastMessages = () => toastStore.getState().toasts.map((t) => t.message)

const clearToasts = () => toastStore.setState({ toasts: [] })

/** Clicks the field's `button`, then waits until the picker `dialog` shows the row `firstRow`; returns the dialog. */
export async function openPickerDialog(button: string, dialog: string, firstRow: string): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: button }))
  const picker = screen.getByRole('dialog', { name: dialog })
  await within(picker).findByRole('checkbox', { name: firstRow })
  return picker
}
