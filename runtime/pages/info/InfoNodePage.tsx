import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router-dom'
import type { RouteHandle } from '../../routing/handle.ts'
import { loaderApi } from '../../routing/loader-api.ts'
import { notFound } from '../../routing/params.ts'
import { loadNodePage, type NodePageData } from '../../features/article/load-article.ts'
import { NodeView } from '../../features/article/NodeView.tsx'
import { infoNodeOf } from './info-nodes.ts'

export interface InfoNodeData extends NodePageData {
  title: string
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<InfoNodeData> {
  const url = new URL(request.url)
  const info = infoNodeOf(url.pathname)
  if (!info) throw notFound()
  return { ...(await loadNodePage(loaderApi(context), info.code, url)), title: info.title }
}

export const handle: RouteHandle = { title: (data) => (data as InfoNodeData | undefined)?.title }

/** /news, /story, /technology, /frenchstyle: the articles of the matching node. */
export default function InfoNodePage() {
  const data = useLoaderData<typeof loader>()
  const { pathname } = useLocation()
  return <NodeView {...data} pageHref={(page) => (page > 1 ? `${pathname}?page=${page}` : pathname)} />
}
