import { useParams, useSearchParams } from 'react-router-dom'
import { PageHeader } from '../kit/PageHeader.tsx'
import { useRemote } from '../kit/use-remote.ts'
import { NoAccess } from '../shell/NoAccess.tsx'
import { contentApi } from './api.ts'
import { ArticleForm, blankArticle, fromArticle } from './ArticleForm.tsx'
import '../../designer/pickers/pickers.css'
import '../catalogue/catalogue.css'
import './content.css'

/** 新增文章 (/content/articles/new, ?node= preselects the node) and 编辑文章 (/content/articles/:id). */
export function ArticleEditorPage() {
  const params = useParams()
  const [search] = useSearchParams()
  const articleId = params.id === undefined ? null : /^\d{1,10}$/.test(params.id) ? Number(params.id) : Number.NaN
  const isNew = articleId === null
  const title = isNew ? '新增文章' : '编辑文章'
  const presetNode = /^\d{1,10}$/.test(search.get('node') ?? '') ? Number(search.get('node')) : null
  const loaded = useRemote(async () => {
    const [nodes, article] = await Promise.all([
      contentApi.nodes(),
      articleId === null || Number.isNaN(articleId) ? Promise.resolve(null) : contentApi.article(articleId),
    ])
    return { nodes, initial: article ? fromArticle(article) : blankArticle(presetNode), name: article?.title }
  }, String(articleId))

  if (Number.isNaN(articleId)) return <NoAccess kind="missing" />
  return (
    <>
      <PageHeader
        crumbs={[{ label: '内容' }, { label: '文章与帮助', to: '/content/articles' }, { label: title }]}
        title={isNew ? title : `${title}${loaded.data?.name ? `：${loaded.data.name}` : ''}`}
      />
      {loaded.error ? (
        <div className="ac-card ac-table-note" role="alert">
          {loaded.error}
          <button type="button" className="dz-btn" onClick={loaded.reload}>
            重试
          </button>
        </div>
      ) : !loaded.data || loaded.loading ? (
        <p className="ac-card ac-table-note" role="status">
          正在加载…
        </p>
      ) : (
        <ArticleForm
          key={String(articleId)}
          articleId={articleId}
          initial={loaded.data.initial}
          nodes={loaded.data.nodes}
        />
      )}
    </>
  )
}
