import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { DescriptorStage } from '../../features/designed-page/DescriptorStage.tsx'
import {
  descriptorTitle,
  designedFramePage,
  loadDescriptor,
  type DesignedPage,
} from '../../features/designed-page/descriptor.ts'
import type { RouteHandle } from '../../routing/handle.ts'
import { loaderPagesApi } from '../../routing/loader-api.ts'
import { notFound } from '../../routing/params.ts'

/** The longest /product/* path a page may answer, as the server accepts it. */
const MAX_PATH = 200

/** /product/*: a product page built in the designer, found by its path; unknown paths are the 404 page. */
export function loader({ params, context }: LoaderFunctionArgs): Promise<DesignedPage> {
  const path = params['*'] ?? ''
  if (path === '' || path.length > MAX_PATH) throw notFound()
  return loadDescriptor(loaderPagesApi(context), `product/${path.split('/').map(encodeURIComponent).join('/')}`)
}

export const handle: RouteHandle = { title: descriptorTitle, framePage: designedFramePage }

export default function ProductPage() {
  const descriptor = useLoaderData<typeof loader>()
  return <DescriptorStage descriptor={descriptor} heading={descriptor.title || '商品专题'} />
}
