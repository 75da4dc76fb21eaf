import type { ReactNode } from 'react'
import { logoutMember } from '../api/auth.ts'
import { getApi } from '../api/index.ts'
import type { SessionFlags } from '../lib/auth-storage.ts'
import { CartStoreProvider, createCartStore, type CartStore } from '../stores/cart.ts'
import { createPersonalStore, PersonalStoreProvider, type PersonalStore } from '../stores/personal.tsx'
import { UserStoreProvider, createUserStore, readUserSnapshot, type UserStore } from '../stores/user.ts'

export interface AppStores {
  user: UserStore
  cart: CartStore
  personal: PersonalStore
}

/**
 * One set of stores per page request on the server, one per page in the browser. The server reads
 * the session from the request's cookie header (or the one it decided on, for a page shared by an
 * audience) and writes it into the page; the
 * browser (cookieHeader undefined) reads that and its own helper cookies, so the server and the
 * hydrating browser start from the same state.
 */
export function createAppStores(cookieHeader: string | undefined, session?: SessionFlags): AppStores {
  return {
    user: createUserStore(readUserSnapshot(cookieHeader, session), () => logoutMember(getApi(), { silent: true })),
    // Empty on the server and at hydration; the browser fills it after user actions.
    cart: createCartStore(getApi),
    // Empty on the server and at hydration; the browser asks for the member's parts after load.
    personal: createPersonalStore(),
  }
}

export function AppStoresProvider({ stores, children }: { stores: AppStores; children: ReactNode }) {
  return (
    <UserStoreProvider store={stores.user}>
      <CartStoreProvider store={stores.cart}>
        <PersonalStoreProvider store={stores.personal}>{children}</PersonalStoreProvider>
      </CartStoreProvider>
    </UserStoreProvider>
  )
}
