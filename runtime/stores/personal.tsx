import { createContext, useContext, type ReactNode } from 'react'
import { useStore } from 'zustand'
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { Personal } from '../api/personal.ts'

/**
 * The member's own parts of the page, from the one personal call after load (api/personal.ts).
 * null on the server, at hydration, for guests and until the answer comes: components show a
 * neutral placeholder meanwhile, never a guest's text to a member.
 */
export interface PersonalState {
  parts: Personal | null
  receive(parts: Personal): void
}

export type PersonalStore = StoreApi<PersonalState>

export function createPersonalStore(): PersonalStore {
  return createStore<PersonalState>()((set) => ({
    parts: null,
    receive: (parts) => set({ parts }),
  }))
}

/** Where there is no provider (the designer's canvas, a widget's own tests) nothing personal ever comes. */
const NOBODY = createPersonalStore()
const PersonalContext = createContext<PersonalStore>(NOBODY)
PersonalContext.displayName = 'personalStore'

export function PersonalStoreProvider({ store, children }: { store: PersonalStore; children: ReactNode }) {
  return <PersonalContext value={store}>{children}</PersonalContext>
}

/** Reads the member's own parts (null until they came) through `selector`. */
export function usePersonal<T>(selector: (parts: Personal | null) => T): T {
  return useStore(useContext(PersonalContext), (state) => selector(state.parts))
}

type Getted = 0 | 1 | 2

/** Copies of a coupon the member holds: from the personal answer once it came, else the page's figure. */
export function heldCopies(coupon: { card_id: number; user_get_num?: number }, parts: Personal | null): number {
  if (!parts?.coupons) return coupon.user_get_num ?? 0
  return parts.coupons.find((entry) => entry.card_id === coupon.card_id)?.user_get_num ?? 0
}

/**
 * A coupon's getted state for the member (spec 3 "Coupon"): the page's state, which is the same
 * for the whole audience, with the member's holdings from the personal answer — 2 (all issued)
 * stands; otherwise 1 once they hold get_limit copies. Before the answer the page's state stands.
 */
export function personalGetted(
  coupon: { card_id: number; getted: Getted; get_limit: number },
  parts: Personal | null,
): Getted {
  if (!parts?.coupons || coupon.getted === 2) return coupon.getted
  return heldCopies(coupon, parts) >= coupon.get_limit ? 1 : 0
}

/** The store itself, for what fills it (features/personal/PersonalLoader.tsx). */
export const usePersonalStoreApi = (): PersonalStore => useContext(PersonalContext)
