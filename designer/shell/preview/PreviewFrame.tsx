import { createContext, useContext, useMemo, type CSSProperties, type SyntheticEvent } from 'react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import type { LayoutData } from '../../../schemas/layout.ts'
import { DefaultLayout } from '../../../runtime/layouts/DefaultLayout.tsx'
import { DescriptorStage } from '../../../runtime/features/designed-page/DescriptorStage.tsx'
import type { PreviewDescriptor } from './use-preview.ts'
import { AppStoresProvider, createAppStores } from '../../../runtime/routing/app-stores.tsx'
// The preview may show any widget, so all of their components are bundled with it.
import '../../../runtime/widgets/every-widget.ts'
import { ROOT_ROUTE_ID } from '../../../runtime/routing/layout-data.ts'

const DescriptorContext = createContext<PreviewDescriptor | null>(null)

function PreviewPage() {
  const descriptor = useContext(DescriptorContext)
  return descriptor ? <DescriptorStage descriptor={descriptor} heading={descriptor.seo.title} mode="preview" /> : null
}

/** Nothing in the preview leaves the designer: links and the header search do not navigate. */
function holdNavigation(event: SyntheticEvent) {
  const target = event.target instanceof Element ? event.target : null
  if (event.type === 'submit' || target?.closest('a[href]')) {
    event.preventDefault()
    event.stopPropagation()
  }
}

export interface PreviewFrameProps {
  layout: LayoutData
  descriptor: PreviewDescriptor
  /** The storefront address the page is served at (the header reads it, e.g. on /). */
  path: string
}

/**
 * The page as the storefront lays it out for a guest: the default layout (top bar, header,
 * footer) from the site frame, and the page's stage, with the storefront's own components in a
 * memory router of their own.
 */
export function PreviewFrame({ layout, descriptor, path }: PreviewFrameProps) {
  // Keyed on the frame's content: a new but equal frame per resolve must not rebuild the router
  // (which would reset the page).
  const frameKey = JSON.stringify(layout)
  const stores = useMemo(() => createAppStores(''), [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the frame's content, so an equal but new layout object keeps the router and the page.
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          {
            id: ROOT_ROUTE_ID,
            loader: () => layout,
            element: <DefaultLayout />,
            children: [{ path: '*', element: <PreviewPage /> }],
          },
        ],
        { initialEntries: [path], hydrationData: { loaderData: { [ROOT_ROUTE_ID]: layout } } },
      ),
    [frameKey, path],
  )
  const style = { '--mf-theme': layout.page.themeColor } as CSSProperties
  return (
    <div
      className="mf-app dz-preview__site"
      style={style}
      onClickCapture={holdNavigation}
      onSubmitCapture={holdNavigation}
    >
      <AppStoresProvider stores={stores}>
        <DescriptorContext.Provider value={descriptor}>
          <RouterProvider router={router} />
        </DescriptorContext.Provider>
      </AppStoresProvider>
    </div>
  )
}
