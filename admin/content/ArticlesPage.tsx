import { useState } from 'react'
import { Link } from 'react-router-dom'
import type { ArticleNodeView, ArticleRow } from '../../schemas/api/admin/articles.ts'
import { toast } from '../../runtime/components/toast/toast.ts'
import type { Column } from '../kit/DataTable.tsx'
import { FilterBar, TextFilter } from '../kit/FilterBar.tsx'
import { formatTime } from '../kit/format.ts'
import { PageHeader } from '../kit/PageHeader.tsx'
import { PagedTable } from '../kit/PagedTable.tsx'
import { StatusTabs } from '../kit/StatusTabs.tsx'
import { useRemote } from '../kit/use-remote.ts'
import { useUrlFilters } from '../kit/use-url-filters.ts'
import { failureText } from '../settings/forms.ts'
import { sessionEnded } from '../shell/access.ts'
import { contentApi } from './api.ts'
import { NodeDrawer, type NodeDialog } from './NodeDrawer.tsx'
import { NodeTree } from './NodeTree.tsx'
import './content.css'

const PAGE_SIZE = 20

/**
 * 内容 › 文章与帮助: the article nodes (帮助中心 and the others) on the left — add, rename, 上移/下移,
 * delete when empty — and the chosen node's articles on the right, searched by title and filtered
 * by 已发布/未发布 (all kept in the address), with 编辑, 发布/取消发布 and 删除 on each row.
 */
export function ArticlesPage() {
  const urlFilters = useUrlFilters()
  const keywords = urlFilters.text('keywords')
  const status = urlFilters.text('status', 'all')
  const nodeText = urlFilters.text('node')
  const nodeId = /^\d{1,10}$/.test(nodeText) ? Number(nodeText) : null
  const page = urlFilters.page
  const [draft, setDraft] = useState(keywords)
  const [dialog, setDialog] = useState<NodeDialog | null>(null)
  const [round, setRound] = useState(0)
  const [busy, setBusy] = useState(false)
  const [treeOverride, setTree] = useState<ArticleNodeView[] | null>(null)

  const nodesRemote = useRemote(() => contentApi.nodes(), 'nodes')
  const nodes = treeOverride ?? nodesRemote.data ?? []
  const query = {
    node_id: nodeId ?? undefined,
    keywords: keywords || undefined,
    status: status === 'all' ? undefined : status,
    page,
    pageSize: PAGE_SIZE,
  }
  const articles = useRemote(() => contentApi.articles(query), JSON.stringify(query))
  const current = nodes.find((n) => n.id === nodeId)

  function open(next: NodeDialog) {
    setRound((n) => n + 1)
    setDialog(next)
  }

  async function act<T>(work: () => Promise<T>, done: (answer: T) => void) {
    if (busy) return
    setBusy(true)
    try {
      done(await work())
    } catch (failure) {
      if (!sessionEnded(failure)) toast.error(failureText(failure))
    } finally {
      setBusy(false)
    }
  }

  const moveNode = (node: ArticleNodeView, direction: 'up' | 'down') =>
    act(
      () => contentApi.moveNode(node.id, direction),
      (tree) => {
        setTree(tree)
        toast.success(direction === 'up' ? `已上移「${node.name}」` : `已下移「${node.name}」`)
      },
    )

  function deleteNode(node: ArticleNodeView) {
    if (!window.confirm(`确定删除栏目「${node.name}」？`)) return
    void act(
      () => contentApi.deleteNode(node.id),
      () => {
        toast.success(`已删除栏目「${node.name}」`)
        setTree(nodes.filter((n) => n.id !== node.id))
        if (node.id === nodeId) urlFilters.update({ node: '', page: 1 })
      },
    )
  }

  function publish(article: ArticleRow) {
    const next = article.is_show ? 0 : 1
    void act(
      () => contentApi.publish(article.id, next),
      () => {
        toast.success(next ? `已发布「${article.title}」` : `已取消发布「${article.title}」`)
        articles.reload()
        refreshTree()
      },
    )
  }

  function remove(article: ArticleRow) {
    if (!window.confirm(`确定删除文章「${article.title}」？删除后不能恢复。`)) return
    void act(
      () => contentApi.deleteArticle(article.id),
      () => {
        toast.success(`已删除文章「${article.title}」`)
        articles.reload()
        refreshTree()
      },
    )
  }

  function refreshTree() {
    setTree(null)
    nodesRemote.reload()
  }

  const columns: Column<ArticleRow>[] = [
    {
      key: 'title',
      header: '标题',
      cell: (article) => (
        <span className="ct-title">
          {article.cover && <img className="ct-cover" src={article.cover} alt="" loading="lazy" />}
          <Link to={`/content/articles/${article.id}`}>{article.title}</Link>
        </span>
      ),
    },
    { key: 'node', header: '栏目', width: 120, cell: (article) => article.node_name },
    {
      key: 'status',
      header: '状态',
      width: 80,
      cell: (article) =>
        article.is_show ? <span className="ct-badge is-on">已发布</span> : <span className="ct-badge">未发布</span>,
    },
    { key: 'sort', header: '排序', numeric: true, width: 70, cell: (article) => article.sort },
    { key: 'updated', header: '更新时间', width: 150, cell: (article) => formatTime(article.updated_at) },
    {
      key: 'actions',
      header: '操作',
      width: 170,
      cell: (article) => (
        <span className="ac-actions">
          <Link className="dz-link" to={`/content/articles/${article.id}`} aria-label={`编辑 ${article.title}`}>
            编辑
          </Link>
          <button
            type="button"
            className="dz-link"
            aria-label={`${article.is_show ? '取消发布' : '发布'} ${article.title}`}
            disabled={busy}
            onClick={() => publish(article)}
          >
            {article.is_show ? '取消发布' : '发布'}
          </button>
          <button
            type="button"
            className="dz-link dz-link--danger"
            aria-label={`删除 ${article.title}`}
            disabled={busy}
            onClick={() => remove(article)}
          >
            删除
          </button>
        </span>
      ),
    },
  ]

  const counts = articles.data?.status_counts
  return (
    <>
      <PageHeader
        crumbs={[{ label: '内容' }, { label: '文章与帮助' }]}
        title="文章与帮助"
        actions={
          <Link
            className="dz-btn dz-btn--primary"
            to={nodeId === null ? '/content/articles/new' : `/content/articles/new?node=${nodeId}`}
          >
            新增文章
          </Link>
        }
      />
      <div className="ct-layout">
        <section className="ac-card ct-nodes" aria-label="文章栏目">
          <header className="ct-nodes__head">
            <h2>栏目</h2>
            <button type="button" className="dz-btn" onClick={() => open({ kind: 'add', parentId: null })}>
              新增栏目
            </button>
          </header>
          {nodesRemote.error ? (
            <p className="ac-table-note" role="alert">
              {nodesRemote.error}
            </p>
          ) : (
            <NodeTree
              nodes={nodes}
              selected={nodeId}
              busy={busy}
              onSelect={(id) => {
                setDraft('')
                urlFilters.update({ node: id ?? '', keywords: '', status: 'all', page: 1 })
              }}
              onMove={(node, direction) => void moveNode(node, direction)}
              onRename={(node) => open({ kind: 'rename', node })}
              onAddChild={(node) => open({ kind: 'add', parentId: node.id })}
              onDelete={deleteNode}
            />
          )}
        </section>
        <section className="ac-card ct-articles" aria-label={current ? `${current.name}的文章` : '全部文章'}>
          <StatusTabs
            label="发布状态"
            value={status}
            onChange={(value) => urlFilters.update({ status: value, page: 1 })}
            tabs={[
              { value: 'all', label: '全部', count: counts?.all },
              { value: 'published', label: '已发布', count: counts?.published },
              { value: 'unpublished', label: '未发布', count: counts?.unpublished },
            ]}
          />
          <FilterBar
            label="搜索文章"
            onSearch={() => urlFilters.update({ keywords: draft.trim(), page: 1 })}
            onReset={() => {
              setDraft('')
              urlFilters.reset('node')
            }}
          >
            <TextFilter label="文章标题" value={draft} placeholder="输入标题关键字" onChange={setDraft} />
          </FilterBar>
          <PagedTable
            caption={current ? `${current.name}的文章` : '全部文章'}
            columns={columns}
            remote={articles}
            rowKey={(article) => article.id}
            empty={
              keywords || status !== 'all' ? '没有符合条件的文章' : '这个栏目还没有文章，点击右上角「新增文章」添加'
            }
            page={page}
            pageSize={PAGE_SIZE}
            onPage={(next) => urlFilters.update({ page: next })}
          />
        </section>
      </div>
      <NodeDrawer
        key={round}
        dialog={dialog}
        nodes={nodes}
        onClose={() => setDialog(null)}
        onDone={(tree) => {
          setDialog(null)
          setTree(tree)
          articles.reload()
        }}
      />
    </>
  )
}
