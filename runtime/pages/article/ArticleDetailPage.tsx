import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import type { RouteHandle } from '../../routing/handle.ts'
import { loaderApi } from '../../routing/loader-api.ts'
import { ArticleView } from '../../features/article/ArticleView.tsx'
import { loadArticlePage, type ArticlePageData } from '../../features/article/load-article.ts'

export function loader({ params, context }: LoaderFunctionArgs): Promise<ArticlePageData> {
  return loadArticlePage(loaderApi(context), params.id)
}

export const handle: RouteHandle = { title: (data) => (data as ArticlePageData | undefined)?.article.title }

/** /article/detail/:id and /article/content/:id. */
export default function ArticleDetailPage() {
  const { article, siblings } = useLoaderData<typeof loader>()
  return <ArticleView article={article} siblings={siblings} />
}
