import { AppFrame } from '../layouts/AppFrame.tsx'
import { DefaultLayout } from '../layouts/DefaultLayout.tsx'
import { RouteErrorPage } from '../pages/errors/RouteErrorPage.tsx'
import { useOptionalLayoutData } from './layout-data.ts'

/**
 * Errors no layout caught, including a failed root loader. With the layout data at hand the error
 * page still gets the site's header and footer; without it, it stands alone.
 */
export function RootErrorBoundary() {
  const layout = useOptionalLayoutData()
  return (
    <AppFrame>
      {layout ? (
        <DefaultLayout>
          <RouteErrorPage />
        </DefaultLayout>
      ) : (
        <RouteErrorPage />
      )}
    </AppFrame>
  )
}
