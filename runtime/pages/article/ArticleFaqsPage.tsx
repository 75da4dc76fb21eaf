import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { Breadcrumb } from '../../components/breadcrumb/Breadcrumb.tsx'
import { loaderApi } from '../../routing/loader-api.ts'
import { FaqAccordion } from './FaqAccordion.tsx'
import { loadFaqPage, type FaqPageData } from '../../features/article/load-article.ts'
import '../../features/article/article.css'

export function loader({ params, context }: LoaderFunctionArgs): Promise<FaqPageData> {
  return loadFaqPage(loaderApi(context), params.id)
}

/** /article/faqs/:id? — the FAQ, all groups or the one node. */
export default function ArticleFaqsPage() {
  const { groups } = useLoaderData<typeof loader>()
  return (
    <div className="mf-container mf-article">
      <Breadcrumb items={[{ title: '首页', href: '/' }, { title: '常见问题' }]} />
      <section className="mf-article__main mf-article__main--wide">
        <h1 className="mf-article__heading">常见问题</h1>
        {groups.length > 0 ? <FaqAccordion groups={groups} /> : <p className="mf-article__empty">暂无常见问题</p>}
      </section>
    </div>
  )
}
