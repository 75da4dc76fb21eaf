import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import type { RouteHandle } from '../../routing/handle.ts'
import { loaderApi } from '../../routing/loader-api.ts'
import { loadNodePage, type NodePageData } from '../../features/article/load-article.ts'
import { NodeView } from '../../features/article/NodeView.tsx'

export function loader({ params, request, context }: LoaderFunctionArgs): Promise<NodePageData> {
  return loadNodePage(loaderApi(context), params.id, new URL(request.url))
}

export const handle: RouteHandle = { title: (data) => (data as NodePageData | undefined)?.node.name }

/** /article/node/:id? — a node's articles. */
export default function ArticleNodePage() {
  const data = useLoaderData<typeof loader>()
  const base = `/article/node/${data.node.node_id}`
  return <NodeView {...data} pageHref={(page) => (page > 1 ? `${base}?page=${page}` : base)} />
}
