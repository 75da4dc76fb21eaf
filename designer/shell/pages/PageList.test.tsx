// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { PAGE_PATH_MESSAGE } from '../../../schemas/api/designer.ts'
import { fail, ok, operator, stubFetch, template } from '../test-fetch.ts'
import { PageList } from './PageList.tsx'

const pages = [
  template({
    id: 1,
    page_name: 'index',
    template_title: '首页',
    published: true,
    has_unpublished_changes: false,
    deletable: false,
    url: '/',
    version: 4,
  }),
  template({
    id: 2,
    page_name: 'header',
    template_title: '页头',
    published: true,
    has_unpublished_changes: false,
    deletable: false,
    url: null,
  }),
  template({
    id: 3,
    page_name: 'footer',
    template_title: '页尾',
    published: true,
    has_unpublished_changes: false,
    deletable: false,
    url: null,
  }),
  template({
    id: 4,
    page_name: 'custom',
    template_title: '双十一会场',
    theme_pc_template_id: 104,
    published: true,
    has_unpublished_changes: true,
    url: '/custompage?pageid=104',
    version: 2,
  }),
  template({ id: 5, page_name: 'custom', template_title: '新品首发', theme_pc_template_id: 105, published: false }),
]

const rowOf = (title: string) => screen.getByText(title, { selector: 'button, span' }).closest('tr')!

beforeEach(() => window.history.replaceState(null, '', '/designer/'))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('page list', () => {
  it('groups the pages and shows address, state, version and last change of each', async () => {
    stubFetch({ 'GET /api/designer/templates': ok({ list: pages, total_count: pages.length }) })
    render(<PageList operator={operator} />)
    await screen.findByText('双十一会场')

    const groups = screen.getAllByRole('region').map((region) => within(region).getByRole('heading').textContent)
    expect(groups).toEqual(['首页', '页头页尾', '自定义页', '商品页'])
    expect(screen.getByText(/还没有商品页/)).toBeTruthy()

    const sale = rowOf('双十一会场')
    expect(within(sale).getByText('/custompage?pageid=104')).toBeTruthy()
    expect(within(sale).getByText('有未发布的修改')).toBeTruthy()
    expect(within(sale).getByText('v2')).toBeTruthy()
    expect(within(sale).getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeTruthy()
    expect(within(rowOf('新品首发')).getByText('未发布')).toBeTruthy()
    expect(within(screen.getByText('首页', { selector: 'button' }).closest('tr')!).getByText('已发布')).toBeTruthy()
  })

  it('offers each page only the actions that apply to it', async () => {
    stubFetch({ 'GET /api/designer/templates': ok({ list: pages, total_count: pages.length }) })
    render(<PageList operator={operator} />)
    await screen.findByText('双十一会场')

    const names = (row: HTMLElement) =>
      [...within(row).getByRole('group').querySelectorAll('button, a')].map((element) => element.textContent)
    expect(names(rowOf('双十一会场'))).toEqual(['编辑', '查看页面', '重命名', '复制', '删除'])
    expect(names(rowOf('新品首发'))).toEqual(['编辑', '重命名', '复制', '删除'])
    expect(names(screen.getByText('首页', { selector: 'button' }).closest('tr')!)).toEqual([
      '编辑',
      '查看页面',
      '重命名',
      '复制',
    ])
    const header = rowOf('页头')
    // Header and footer open in the editor; they are never renamed, copied or deleted.
    expect(names(header)).toEqual(['编辑'])
    expect(within(rowOf('双十一会场')).getByRole('link', { name: '查看页面' }).getAttribute('target')).toBe('_blank')

    fireEvent.click(within(rowOf('双十一会场')).getByRole('button', { name: '编辑' }))
    expect(window.location.pathname + window.location.search).toBe('/designer/?id=4')
  })

  it('deletes a page only after the 提示 confirm', async () => {
    const { calls } = stubFetch({
      'GET /api/designer/templates': ok({ list: pages, total_count: pages.length }),
      'DELETE /api/designer/templates/5': { status: 204, body: null },
    })
    render(<PageList operator={operator} />)
    await screen.findByText('新品首发')
    fireEvent.click(within(rowOf('新品首发')).getByRole('button', { name: '删除' }))
    const dialog = screen.getByRole('dialog', { name: '提示' })
    expect(within(dialog).getByText('确定删除该页面？')).toBeTruthy()
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false)
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await vi.waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/designer/templates/5')).toBe(true),
    )
  })

  it('shows an error with a retry when the list cannot be loaded', async () => {
    stubFetch({ 'GET /api/designer/templates': fail(500, '服务器开小差了') })
    render(<PageList operator={operator} />)
    expect((await screen.findByRole('alert')).textContent).toContain('服务器开小差了')
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy()
  })
})

describe('新建页面', () => {
  async function openDialog(routes: Parameters<typeof stubFetch>[0] = {}) {
    const stub = stubFetch({ 'GET /api/designer/templates': ok({ list: pages, total_count: pages.length }), ...routes })
    render(<PageList operator={operator} />)
    await screen.findByText('双十一会场')
    fireEvent.click(screen.getByRole('button', { name: /新建页面/ }))
    return { ...stub, dialog: screen.getByRole('dialog', { name: '新建页面' }) }
  }

  it('checks the title, and for a product page the path, before sending', async () => {
    const { dialog, calls } = await openDialog()
    fireEvent.click(within(dialog).getByRole('button', { name: '创建并编辑' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('请输入页面标题')
    expect(within(dialog).getByLabelText('页面标题').getAttribute('aria-invalid')).toBe('true')

    expect(within(dialog).queryByLabelText('页面路径')).toBeNull()
    fireEvent.click(within(dialog).getByRole('radio', { name: /商品页/ }))
    fireEvent.change(within(dialog).getByLabelText('页面标题'), { target: { value: '春季上新' } })
    fireEvent.change(within(dialog).getByLabelText('页面路径'), { target: { value: 'Spring Sale' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '创建并编辑' }))
    expect(within(dialog).getByRole('alert').textContent).toBe(PAGE_PATH_MESSAGE)
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it("shows the server's refusal inline, and opens the new page in the editor once created", async () => {
    let answer = fail(409, '页面路径已存在')
    const { dialog, calls } = await openDialog({ 'POST /api/designer/templates': () => answer })
    fireEvent.click(within(dialog).getByRole('radio', { name: /商品页/ }))
    fireEvent.change(within(dialog).getByLabelText('页面标题'), { target: { value: '春季上新' } })
    fireEvent.change(within(dialog).getByLabelText('页面路径'), { target: { value: '/product/spring' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '创建并编辑' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('页面路径已存在')
    expect(calls.at(-1)?.body).toEqual({ page_name: 'product', template_title: '春季上新', page_path: 'spring' })

    answer = ok(template({ id: 9, page_name: 'product', template_title: '春季上新', page_path: 'spring' }))
    fireEvent.click(within(dialog).getByRole('button', { name: '创建并编辑' }))
    await vi.waitFor(() => expect(window.location.search).toBe('?id=9'))
  })
})
