import { render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom'
import { UserStoreProvider, createUserStore } from './user.ts'

/** A route that shows `Component` with what `loader` gives, rendering nothing while it loads. */
export const pageRoute = (path: string, Component: ComponentType, loader: () => unknown): RouteObject => ({
  path,
  loader,
  Component,
  HydrateFallback: () => null,
})

/** Renders `routes` in a memory router opened at `path`, for a signed-in member; returns the router. */
export function renderSignedIn(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <UserStoreProvider store={createUserStore({ signedIn: true, sessionId: 's' })}>
      <RouterProvider router={router} />
    </UserStoreProvider>,
  )
  return router
}
