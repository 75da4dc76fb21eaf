import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { DescriptorStage } from '../../features/designed-page/DescriptorStage.tsx'
import { designedFramePage, loadDescriptor, type DesignedPage } from '../../features/designed-page/descriptor.ts'
import type { RouteHandle } from '../../routing/handle.ts'
import { loaderPagesApi } from '../../routing/loader-api.ts'

/** The home page is the published home template (designer page 'index'), resolved with live data. */
export function loader({ context }: LoaderFunctionArgs): Promise<DesignedPage> {
  return loadDescriptor(loaderPagesApi(context), 'home')
}

export const handle: RouteHandle = { framePage: designedFramePage }

export default function HomePage() {
  const descriptor = useLoaderData<typeof loader>()
  return <DescriptorStage descriptor={descriptor} heading="mallfront商城首页" />
}
