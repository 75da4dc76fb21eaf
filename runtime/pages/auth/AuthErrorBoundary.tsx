import { AuthLayout } from '../../layouts/AuthLayout.tsx'
import { RouteErrorPage } from '../errors/RouteErrorPage.tsx'

/** A sign-in page's error shown inside the auth layout, which keeps the logo's way back home. */
export function AuthLayoutErrorBoundary() {
  return (
    <AuthLayout>
      <RouteErrorPage />
    </AuthLayout>
  )
}
