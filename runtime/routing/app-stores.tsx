import type { ReactNode } from 'react'
import { logoutMember } from '../api/auth.ts'
import { getApi } from '../api/index.ts'
import { CartStoreProvider, createCartStore, type CartStore } from '../stores/cart.ts'
import { UserStoreProvider, createUserStore, readUserSnapshot, type UserStore } from '../stores/user.ts'

export interface AppStores {
  user: UserStore
  cart: CartStore
}

/**
 * One set of stores per page request on the server, one per page in the browser. The server reads
 * the session from the request's cookie header and writes whether it exists into the page; the
 * browser (cookieHeader undefined) reads that and its own helper cookies, so the server and the
 * hydrating browser start from the same state.
 */
export function createAppStores(cookieHeader: string | undefined): AppStores {
  return {
    user: createUserStore(readUserSnapshot(cookieHeader), () => logoutMember(getApi(), { silent: true })),
    // Empty on the server and at hydration; the browser fills it after user actions.
    cart: createCartStore(getApi),
  }
}

export function AppStoresProvider({ stores, children }: { stores: AppStores; children: ReactNode }) {
  return (
    <UserStoreProvider store={stores.user}>
      <CartStoreProvider store={stores.cart}>{children}</CartStoreProvider>
    </UserStoreProvider>
  )
}
