import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router-dom'
import type { ArticleDetail } from '../../api/content.ts'
import { loaderApi } from '../../routing/loader-api.ts'
import { ArticleView } from '../article/ArticleView.tsx'
import { loadNodeArticle } from '../article/load-article.ts'

/** The seed has no separate staff agreement, so /license/staff shows the user agreement under the staff title. */
export function licenseTitle(pathname: string): string {
  return pathname.replace(/\/+$/, '') === '/license/staff' ? '员工内购协议' : '用户协议'
}

export function loader({ context }: LoaderFunctionArgs): Promise<ArticleDetail> {
  return loadNodeArticle(loaderApi(context), 'license')
}

/** /license and /license/staff: the text of the license node. */
export default function LicensePage() {
  const article = useLoaderData<typeof loader>()
  const title = licenseTitle(useLocation().pathname)
  return <ArticleView article={article} title={title} showNeighbours={false} breadcrumb={[{ title: '首页', href: '/' }, { title }]} />
}
