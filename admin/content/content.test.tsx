// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import type { ArticleDetail, ArticleListAnswer, ArticleNodeView } from '../../schemas/api/admin/articles.ts'
import { toastStore } from '../../runtime/components/toast/toast.ts'
import { fail, ok, stubFetch } from '../../designer/shell/test-fetch.ts'
import { allowModalDialogs } from '../kit/test-dialogs.ts'
import { ArticleEditorPage } from './ArticleEditorPage.tsx'
import { ArticlesPage } from './ArticlesPage.tsx'

const node = (id: number, name: string, extra: Partial<ArticleNodeView> = {}): ArticleNodeView => ({
  id,
  parent_id: null,
  depth: 0,
  code: `node-${id}`,
  name,
  sort: 10,
  article_count: 0,
  published_count: 0,
  child_count: 0,
  ...extra,
})

const nodes: ArticleNodeView[] = [
  node(1, '帮助中心', { code: 'help', child_count: 1 }),
  node(2, '购物指南', { parent_id: 1, depth: 1, article_count: 2, published_count: 1 }),
  node(3, '公司新闻'),
]

const article: ArticleDetail = {
  id: 9,
  node_id: 2,
  node_name: '购物指南',
  title: '如何退货',
  cover: '',
  author: '客服部',
  sort: 0,
  is_show: 1,
  created_at: 1_790_000_000,
  updated_at: 1_790_000_000,
  summary: '',
  content: '<p>七天无理由</p>',
}

const list: ArticleListAnswer = {
  list: [
    { ...article, summary: undefined, content: undefined } as unknown as ArticleListAnswer['list'][number],
    { ...article, id: 10, title: '运费说明', is_show: 0 },
  ],
  total_count: 2,
  status_counts: { all: 2, published: 1, unpublished: 1 },
}

const toasts = () => toastStore.getState().toasts.map((t) => `${t.kind}:${t.message}`)

function renderAt(path: string, routes: { path: string; element: ReactElement }[]) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(<RouterProvider router={router} />)
  return router
}

beforeAll(() => allowModalDialogs())
beforeEach(() => toastStore.setState({ toasts: [] }))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('文章与帮助 list', () => {
  it('shows the node tree with counts and the articles with status, moves a node and reports a refused delete', async () => {
    const moved = [nodes[2], nodes[0], nodes[1]]
    const { calls } = stubFetch({
      'GET /api/admin/article-nodes': ok(nodes),
      'GET /api/admin/articles': ok(list),
      'POST /api/admin/article-nodes/3/move': ok(moved),
      'DELETE /api/admin/article-nodes/2': fail(409, '该栏目下还有 2 篇文章，不能删除', {
        code: 'ARTICLE_NODE_HAS_ARTICLES',
      }),
    })
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    renderAt('/content/articles?node=2', [{ path: '/content/articles', element: <ArticlesPage /> }])
    const tree = await screen.findByRole('list', { name: '文章栏目' })
    expect(
      within(tree)
        .getByRole('button', { name: /^购物指南/ })
        .getAttribute('aria-current'),
    ).toBe('true')
    expect((within(tree).getByRole('button', { name: '上移 帮助中心' }) as HTMLButtonElement).disabled).toBe(true)
    await screen.findByText('运费说明')
    expect(screen.getByRole('tab', { name: /^已发布/ }).textContent).toBe('已发布1')
    expect(screen.getByRole('button', { name: '取消发布 如何退货' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '发布 运费说明' })).toBeTruthy()
    const articlesCall = calls.find((call) => call.path === '/api/admin/articles')
    expect(articlesCall).toBeDefined()

    fireEvent.click(within(tree).getByRole('button', { name: '上移 公司新闻' }))
    await waitFor(() => expect(toasts()).toContain('success:已上移「公司新闻」'))
    const names = within(tree)
      .getAllByRole('button', { current: undefined })
      .filter((button) => /^(帮助中心|购物指南|公司新闻)/.test(button.textContent ?? ''))
      .map((button) => button.textContent?.replace(/\d+\/\d+$/, ''))
    expect(names).toEqual(['公司新闻', '帮助中心', '购物指南'])

    fireEvent.click(within(tree).getByRole('button', { name: '删除 购物指南' }))
    await waitFor(() => expect(toasts()).toContain('error:该栏目下还有 2 篇文章，不能删除'))
  })
})

describe('文章编辑', () => {
  const routes = [
    { path: '/content/articles/new', element: <ArticleEditorPage /> },
    { path: '/content/articles/:id', element: <ArticleEditorPage /> },
    { path: '/content/articles', element: <p>列表</p> },
  ]

  it('shows the shared rules’ Chinese messages under the fields and sends nothing', async () => {
    const { calls } = stubFetch({ 'GET /api/admin/article-nodes': ok(nodes) })
    renderAt('/content/articles/new', routes)
    await screen.findByRole('form', { name: '新增文章' })
    fireEvent.change(screen.getByRole('textbox', { name: '排序' }), { target: { value: 'abc' } })
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('请输入文章标题')).toBeTruthy()
    expect(screen.getByText('请选择栏目', { selector: '.dz-field__error' })).toBeTruthy()
    expect(screen.getByText('请输入正文')).toBeTruthy()
    expect(screen.getByText('排序须为0到999999之间的整数')).toBeTruthy()
    expect(screen.getByRole('textbox', { name: '标题' }).getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('textbox', { name: '正文' }).getAttribute('aria-invalid')).toBe('true')
    expect(toasts()).toContain('error:文章信息有4处需要修改')
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([])
  })

  it('edits an article with the rich-text editor and saves the body; a server refusal lands under its field', async () => {
    let answer = fail(400, '文章信息有1处需要修改', {
      code: 'ARTICLE_INVALID',
      fields: { title: '标题不能超过100个字' },
    })
    const { calls } = stubFetch({
      'GET /api/admin/article-nodes': ok(nodes),
      'GET /api/admin/articles/9': ok(article),
      'PUT /api/admin/articles/9': () => answer,
    })
    const router = renderAt('/content/articles/9', routes)
    const title = (await screen.findByRole('textbox', { name: '标题' })) as HTMLInputElement
    expect(title.value).toBe('如何退货')
    expect((screen.getByRole('combobox', { name: '栏目' }) as HTMLSelectElement).value).toBe('2')
    const body = screen.getByRole('textbox', { name: '正文' })
    await waitFor(() => expect(body.innerHTML).toBe('<p>七天无理由</p>'))
    expect(screen.getByRole('toolbar', { name: '正文工具栏' })).toBeTruthy()
    expect((screen.getByRole('checkbox', { name: '发布（商城可见）' }) as HTMLInputElement).checked).toBe(true)

    fireEvent.change(title, { target: { value: '退货须知' } })
    body.innerHTML = '<p>收到商品七天内可申请退货</p>'
    fireEvent.input(body)
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('标题不能超过100个字')).toBeTruthy()
    expect(title.getAttribute('aria-invalid')).toBe('true')

    answer = ok({ ...article, title: '退货须知' })
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/articles'))
    expect(router.state.location.search).toBe('?node=2')
    const put = calls.filter((call) => call.method === 'PUT').at(-1)!
    expect(put.body).toEqual({
      title: '退货须知',
      node_id: 2,
      author: '客服部',
      summary: '',
      cover: '',
      sort: 0,
      content: '<p>收到商品七天内可申请退货</p>',
      is_show: 1,
    })
    expect(toasts()).toContain('success:保存成功')
  })
})
