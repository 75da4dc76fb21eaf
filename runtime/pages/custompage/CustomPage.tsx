import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { loaderPagesApi } from '../../routing/loader-api.ts'
import type { RouteHandle } from '../../routing/handle.ts'
import { notFound } from '../../routing/params.ts'
import { DescriptorStage } from '../../features/designed-page/DescriptorStage.tsx'
import {
  descriptorTitle,
  designedFramePage,
  loadDescriptor,
  type DesignedPage,
} from '../../features/designed-page/descriptor.ts'

/** /custompage?pageid=: a page built in the designer; a missing or unknown id is the 404 page. */
export function loader({ request, context }: LoaderFunctionArgs): Promise<DesignedPage> {
  const pageId = new URL(request.url).searchParams.get('pageid') ?? ''
  if (!/^[1-9][0-9]{0,9}$/.test(pageId)) throw notFound()
  return loadDescriptor(loaderPagesApi(context), `custom/${pageId}`)
}

export const handle: RouteHandle = { title: descriptorTitle, framePage: designedFramePage }

export default function CustomPage() {
  const descriptor = useLoaderData<typeof loader>()
  return <DescriptorStage descriptor={descriptor} heading={descriptor.title || '专题页'} />
}
