import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { Breadcrumb } from '../../components/breadcrumb/Breadcrumb.tsx'
import { loaderApi } from '../../routing/loader-api.ts'
import { HelpView } from './HelpView.tsx'
import { loadHelp, type HelpData } from './load-help.ts'

export function loader({ request, context }: LoaderFunctionArgs): Promise<HelpData> {
  return loadHelp(loaderApi(context), new URL(request.url))
}

/** /cart/helper (购物帮助): the help centre's topics for shoppers, open to guests. */
export default function CartHelperPage() {
  const data = useLoaderData() as HelpData
  return (
    <div className="mf-container mf-article">
      <Breadcrumb items={[{ title: '首页', href: '/' }, { title: '购物车', href: '/cart' }, { title: '购物帮助' }]} />
      <HelpView {...data} title="购物帮助" path="/cart/helper" />
    </div>
  )
}
