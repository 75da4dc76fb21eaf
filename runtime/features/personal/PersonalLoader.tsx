import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { getApi } from '../../api/index.ts'
import { getPersonal } from '../../api/personal.ts'
import { useCartStoreApi } from '../../stores/cart.ts'
import { usePersonalStoreApi } from '../../stores/personal.tsx'
import { selectIsLoggedIn, useUserStore, useUserStoreApi } from '../../stores/user.ts'
import { personalQuery } from './personal-query.ts'

/**
 * Asks for the member's own parts of the page once it is in the browser (and again after an
 * in-place navigation or a sign-in): the page came from a cache shared by the member's audience.
 * A session the server no longer knows turns the page into a guest's.
 */
export function PersonalLoader() {
  const signedIn = useUserStore(selectIsLoggedIn)
  const { pathname, search } = useLocation()
  const users = useUserStoreApi()
  const carts = useCartStoreApi()
  const personal = usePersonalStoreApi()

  useEffect(() => {
    if (!signedIn) return
    let current = true
    getPersonal(getApi(), personalQuery(pathname, search))
      .then((parts) => {
        if (!current) return
        if (!parts.signed_in) {
          users.getState().logout()
          carts.getState().reset()
          return
        }
        personal.getState().receive(parts)
        carts.getState().showCount(parts.cart_count ?? 0)
      })
      // The parts are decoration: a failure leaves their placeholders.
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [signedIn, pathname, search, users, carts, personal])
  return null
}
