import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router-dom'
import type { ArticleDetail } from '../../api/content.ts'
import { loaderApi } from '../../routing/loader-api.ts'
import { ArticleView } from '../../features/article/ArticleView.tsx'
import { loadNodeArticle } from '../../features/article/load-article.ts'

/** /license shows the user agreement, /license/staff the staff purchase agreement. */
export function licenseOf(pathname: string): { code: string; title: string } {
  return pathname.replace(/\/+$/, '') === '/license/staff'
    ? { code: 'staff_license', title: '员工内购协议' }
    : { code: 'license', title: '用户协议' }
}

export function loader({ context, request }: LoaderFunctionArgs): Promise<ArticleDetail> {
  return loadNodeArticle(loaderApi(context), licenseOf(new URL(request.url).pathname).code)
}

/** /license and /license/staff: the text of the matching agreement node. */
export default function LicensePage() {
  const article = useLoaderData<typeof loader>()
  const { title } = licenseOf(useLocation().pathname)
  return (
    <ArticleView
      article={article}
      title={title}
      showNeighbours={false}
      breadcrumb={[{ title: '首页', href: '/' }, { title }]}
    />
  )
}
