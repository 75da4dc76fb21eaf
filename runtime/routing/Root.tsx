import { Outlet } from 'react-router-dom'
import { PersonalLoader } from '../features/personal/PersonalLoader.tsx'
import { AppFrame } from '../layouts/AppFrame.tsx'
import { useRouteDocumentTitle } from './use-document-title.ts'

/** The root route's element: the frame, and the matched layout below it. */
export function Root() {
  useRouteDocumentTitle()
  return (
    <AppFrame>
      <PersonalLoader />
      <Outlet />
    </AppFrame>
  )
}
