import { useId } from 'react'
import { Form, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { Breadcrumb } from '../../components/breadcrumb/Breadcrumb.tsx'
import { Button } from '../../components/button/Button.tsx'
import { searchHref } from '../../components/header/search-href.ts'
import { loaderApi } from '../../routing/loader-api.ts'
import { useLayoutData } from '../../routing/layout-data.ts'
import { loadSearchResult, type SearchResultData } from './load-result.ts'
import './result.css'

export function loader({ request, context }: LoaderFunctionArgs): Promise<SearchResultData> {
  return loadSearchResult(loaderApi(context), new URL(request.url))
}

/**
 * /result (商品搜索): in the ECShopX/元素 PC storefront this route is the search page — a search box
 * (filled from ?name=), 热门搜索 words, and a search that goes on to the goods list when something
 * matches and says so when nothing does. Here the same: the box sends ?keywords= to this page, whose
 * loader sends words that find goods on to /items?keywords= and keeps the others here with the
 * notice; the hot words are the header's (spec 2.6).
 */
export default function ResultPage() {
  const { keywords } = useLoaderData() as SearchResultData
  const { hotKeywords } = useLayoutData().header
  const inputId = useId()

  return (
    <div className="mf-container mf-search-result">
      <Breadcrumb items={[{ title: '首页', href: '/' }, { title: '商品搜索' }]} />
      <section className="mf-search-result__panel" aria-labelledby="mf-search-result-title">
        <h1 className="mf-search-result__title" id="mf-search-result-title">
          商品搜索
        </h1>
        <Form method="get" action="/result" role="search" className="mf-search-result__form">
          <label className="mf-visually-hidden" htmlFor={inputId}>
            搜索关键词
          </label>
          <input
            id={inputId}
            key={keywords}
            className="mf-search-result__input"
            type="search"
            name="keywords"
            defaultValue={keywords}
            maxLength={50}
            placeholder="搜索商品……"
            required
          />
          <Button type="primary" htmlType="submit" className="mf-search-result__submit">
            搜索
          </Button>
        </Form>
        {keywords && (
          <p className="mf-search-result__notice" role="status">
            没有找到与“{keywords}”相关的商品，换个关键词试试
          </p>
        )}
        {hotKeywords.length > 0 && (
          <div className="mf-search-result__hot">
            <h2 className="mf-search-result__hot-title" id="mf-search-result-hot">
              热门搜索
            </h2>
            <ul className="mf-search-result__hot-list" aria-labelledby="mf-search-result-hot">
              {hotKeywords.map((word) => (
                <li key={word}>
                  <Link className="mf-search-result__hot-link" to={searchHref(word)}>
                    {word}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
    </div>
  )
}
