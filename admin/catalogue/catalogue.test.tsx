// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import type { BrandView, CategoryNode } from '../../schemas/api/admin/catalogue.ts'
import { toastStore } from '../../runtime/components/toast/toast.ts'
import { fail, ok, stubFetch } from '../../designer/shell/test-fetch.ts'
import { allowModalDialogs } from '../kit/test-dialogs.ts'
import { BrandsPage } from './BrandsPage.tsx'
import { CategoriesPage } from './CategoriesPage.tsx'

const node = (
  id: number,
  name: string,
  level: number,
  parent: number | null,
  children: CategoryNode[] = [],
  extra: Partial<CategoryNode> = {},
): CategoryNode => ({
  id,
  parent_id: parent,
  level,
  category_name: name,
  image_url: '',
  sort: 0,
  is_show: 1,
  goods_count: 0,
  children,
  ...extra,
})

const tree: CategoryNode[] = [
  node(
    1,
    '数码',
    1,
    null,
    [
      node(2, '手机', 2, 1, [node(3, '智能手机', 3, 2, [], { goods_count: 12 }), node(4, '老人机', 3, 2)], {
        goods_count: 12,
      }),
      node(5, '影音', 2, 1, [], { is_show: 0 }),
    ],
    { goods_count: 12, image_url: '/uploads/c/1.png' },
  ),
  node(6, '家电', 1, null),
]

const brands: BrandView[] = [
  { id: 1, name: '华为', logo: '/uploads/b/huawei.png', sort: 1, goods_count: 3 },
  { id: 2, name: '小米', logo: '', sort: 2, goods_count: 0 },
]

const toasts = () => toastStore.getState().toasts.map((t) => `${t.kind}:${t.message}`)

function renderAt(path: string, element: ReactElement) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] })
  render(<RouterProvider router={router} />)
}

const rowOf = (name: string) => screen.getByText(name, { selector: '.cg-title' }).closest('tr')!

beforeAll(() => {
  allowModalDialogs()
  // jsdom has no DragEvent: a MouseEvent carries the pointer's clientY (testing-library adds dataTransfer).
  if (!('DragEvent' in window)) Object.assign(window, { DragEvent: class DragEvent extends MouseEvent {} })
})
beforeEach(() => toastStore.setState({ toasts: [] }))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('商品分类', () => {
  it('renders the three levels indented, with goods counts, 显示 switches and the actions each level allows', async () => {
    stubFetch({ 'GET /api/admin/categories': ok(tree) })
    renderAt('/goods/categories', <CategoriesPage />)
    await screen.findByText('智能手机')
    const names = [...document.querySelectorAll('.cg-title')].map((el) => el.textContent)
    expect(names).toEqual(['数码', '手机', '智能手机', '老人机', '影音', '家电'])
    expect(within(rowOf('数码')).getByText('一级')).toBeTruthy()
    expect(within(rowOf('手机')).getByText('二级')).toBeTruthy()
    expect(within(rowOf('智能手机')).getByText('三级')).toBeTruthy()
    expect((rowOf('智能手机').querySelector('.cg-name') as HTMLElement).style.paddingLeft).toBe('56px')
    expect(within(rowOf('智能手机')).getByText('12')).toBeTruthy()
    expect(screen.getByRole('switch', { name: '显示 影音' }).getAttribute('aria-checked')).toBe('false')
    expect(within(rowOf('影音')).getByText('已隐藏')).toBeTruthy()
    expect(screen.getByRole('button', { name: '添加子分类 到 手机' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '添加子分类 到 智能手机' })).toBeNull()
    expect((screen.getByRole('button', { name: '上移 数码' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: '下移 家电' }) as HTMLButtonElement).disabled).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: '收起 手机' }))
    expect(screen.queryByText('智能手机')).toBeNull()
    expect(screen.getByRole('button', { name: '展开 手机' }).getAttribute('aria-expanded')).toBe('false')
  })

  it('moves a row down with the keyboard: the API gets the place after the move, and focus stays on the row', async () => {
    const phones = tree[0].children[0]
    const reordered = [
      {
        ...tree[0],
        children: [{ ...phones, children: [phones.children[1], phones.children[0]] }, tree[0].children[1]],
      },
      tree[1],
    ]
    let current = tree
    const { calls } = stubFetch({
      'GET /api/admin/categories': () => ok(current),
      'POST /api/admin/categories/move': () => {
        current = reordered
        return ok(reordered)
      },
    })
    renderAt('/goods/categories', <CategoriesPage />)
    await screen.findByText('老人机')
    const down = screen.getByRole('button', { name: '下移 智能手机' })
    down.focus()
    fireEvent.click(down)
    await waitFor(() => expect(toasts()).toEqual(['success:已移动「智能手机」']))
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/admin/categories/move',
      body: { id: 3, parent_id: 2, index: 1 },
    })
    // Now last among its siblings: 下移 is off, so focus moves to 上移 of the same row.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '上移 智能手机' })), {
      timeout: 5000,
    })
    expect((screen.getByRole('button', { name: '下移 智能手机' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: '上移 家电' }))
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST').length).toBe(2))
    expect(calls.filter((call) => call.method === 'POST')[1].body).toEqual({ id: 6, parent_id: null, index: 0 })
  })

  it('moves a dragged row onto the middle of another as its last child, showing where it will land', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/categories': ok(tree),
      'POST /api/admin/categories/move': ok(tree),
    })
    renderAt('/goods/categories', <CategoriesPage />)
    await screen.findByText('老人机')
    const dragged = rowOf('影音')
    const target = rowOf('家电')
    vi.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top: 100, height: 40 } as DOMRect)
    const dataTransfer = { setData: () => {}, effectAllowed: '', dropEffect: '' }
    fireEvent.dragStart(dragged, { dataTransfer })
    fireEvent.dragOver(target, { dataTransfer, clientY: 120 })
    expect(target.className).toContain('is-drop-inside')
    fireEvent.dragOver(target, { dataTransfer, clientY: 102 })
    expect(target.className).toContain('is-drop-before')
    fireEvent.dragOver(target, { dataTransfer, clientY: 120 })
    fireEvent.drop(target, { dataTransfer, clientY: 120 })
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ id: 5, parent_id: 6, index: 0 }),
    )
    expect(target.className).not.toContain('is-drop')
  })

  it('moves a category under another parent with 移动到…, offering only parents within three levels', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/categories': ok(tree),
      'POST /api/admin/categories/move': ok(tree),
    })
    renderAt('/goods/categories', <CategoriesPage />)
    await screen.findByText('老人机')
    fireEvent.click(screen.getByRole('button', { name: '移动到… 手机' }))
    const dialog = await screen.findByRole('dialog', { name: '移动分类 手机' })
    const parent = within(dialog).getByLabelText('移到') as HTMLSelectElement
    expect([...parent.options].map((option) => option.textContent)).toEqual(['顶级（一级分类）', '数码', '家电'])
    fireEvent.change(parent, { target: { value: '6' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '移动' }))
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true))
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ id: 2, parent_id: 6, index: 0 })
  })

  it('shows the server’s refusal of a delete as a Chinese toast and keeps the row', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    stubFetch({
      'GET /api/admin/categories': ok(tree),
      'DELETE /api/admin/categories/2': fail(409, '该分类下还有 12 件商品，不能删除', { code: 'CATEGORY_HAS_GOODS' }),
    })
    renderAt('/goods/categories', <CategoriesPage />)
    await screen.findByText('手机')
    fireEvent.click(screen.getByRole('button', { name: '删除 手机' }))
    expect(window.confirm).toHaveBeenCalledWith('确定删除分类「手机」？删除后不能恢复。')
    await waitFor(() => expect(toasts()).toEqual(['error:该分类下还有 12 件商品，不能删除']))
    expect(screen.getByText('手机')).toBeTruthy()
  })

  it('hides a category with its switch', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/categories': ok(tree),
      'PUT /api/admin/categories/6': ok({ ...tree[1], is_show: 0 }),
    })
    renderAt('/goods/categories', <CategoriesPage />)
    fireEvent.click(await screen.findByRole('switch', { name: '显示 家电' }))
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ is_show: 0 }))
    await waitFor(() => expect(toasts()[0]).toMatch(/^success:已隐藏「家电」/))
  })

  it('adds a sub-category from its parent’s row, checking the name first', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/categories': ok(tree),
      'POST /api/admin/categories': ok(node(9, '平板', 2, 1)),
    })
    renderAt('/goods/categories', <CategoriesPage />)
    fireEvent.click(await screen.findByRole('button', { name: '添加子分类 到 数码' }))
    const dialog = await screen.findByRole('dialog', { name: '添加子分类 到 数码' })
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }))
    await within(dialog).findByText('请输入分类名称')
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
    fireEvent.change(within(dialog).getByLabelText('分类名称'), { target: { value: ' 平板 ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(toasts()).toEqual(['success:已新增分类「平板」']))
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      category_name: '平板',
      image_url: '',
      is_show: 1,
      parent_id: 1,
    })
  })
})

describe('品牌管理', () => {
  const routes = () => ({ 'GET /api/admin/brands': ok({ list: brands, total_count: 2 }) })

  it('lists logo, name, goods count and sort, and searches by name through the address', async () => {
    const { calls } = stubFetch(routes())
    renderAt('/goods/brands', <BrandsPage />)
    const row = (await screen.findByText('华为')).closest('tr')!
    expect(within(row).getByRole('img', { name: '华为 Logo' })).toBeTruthy()
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '华为', '3', '1', '编辑删除'])
    fireEvent.change(screen.getByLabelText('品牌名称'), { target: { value: '华' } })
    fireEvent.click(screen.getByRole('button', { name: '查询' }))
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/admin/brands').length).toBe(2))
  })

  it('checks the form before sending: a name is required and the sort is a whole number', async () => {
    const { calls } = stubFetch({ ...routes(), 'POST /api/admin/brands': ok({ ...brands[1], id: 3, name: '荣耀' }) })
    renderAt('/goods/brands', <BrandsPage />)
    await screen.findByText('华为')
    fireEvent.click(screen.getByRole('button', { name: '新增品牌' }))
    const dialog = await screen.findByRole('dialog', { name: '新增品牌' })
    fireEvent.change(within(dialog).getByLabelText('排序'), { target: { value: '-3' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }))
    await within(dialog).findByText('请输入品牌名称')
    expect(within(dialog).getByText('排序须为0-999999的整数')).toBeTruthy()
    expect(document.activeElement).toBe(within(dialog).getByLabelText('品牌名称'))
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])

    fireEvent.change(within(dialog).getByLabelText('品牌名称'), { target: { value: '荣耀' } })
    fireEvent.change(within(dialog).getByLabelText('排序'), { target: { value: '5' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(toasts()).toEqual(['success:已新增品牌「荣耀」']))
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: '荣耀', logo: '', sort: 5 })
  })

  it('shows a taken name under the field', async () => {
    stubFetch({ ...routes(), 'PUT /api/admin/brands/2': fail(409, '品牌「华为」已存在', { code: 'BRAND_NAME_TAKEN' }) })
    renderAt('/goods/brands', <BrandsPage />)
    fireEvent.click(await screen.findByRole('button', { name: '编辑 小米' }))
    const dialog = await screen.findByRole('dialog', { name: '编辑品牌 小米' })
    fireEvent.change(within(dialog).getByLabelText('品牌名称'), { target: { value: '华为' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }))
    await within(dialog).findByText('品牌「华为」已存在')
    expect(within(dialog).getByLabelText('品牌名称').getAttribute('aria-invalid')).toBe('true')
  })

  it('confirms a delete and shows the refusal with the count', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    stubFetch({
      ...routes(),
      'DELETE /api/admin/brands/1': fail(409, '该品牌下还有 3 件商品，不能删除', { code: 'BRAND_IN_USE' }),
    })
    renderAt('/goods/brands', <BrandsPage />)
    fireEvent.click(await screen.findByRole('button', { name: '删除 华为' }))
    expect(window.confirm).toHaveBeenCalledWith('确定删除品牌「华为」？删除后不能恢复。')
    await waitFor(() => expect(toasts()).toEqual(['error:该品牌下还有 3 件商品，不能删除']))
  })
})
