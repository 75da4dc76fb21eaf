import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { ErrorPage } from './ErrorPage.tsx'
import { NotFoundPage } from './NotFoundPage.tsx'

/** Picks the error page for the error a route boundary caught: a 404 response, or anything else. */
export function RouteErrorPage() {
  const error = useRouteError()
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage />
}
