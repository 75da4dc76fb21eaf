import { useNavigate } from 'react-router-dom'
import { rememberSession } from '../../lib/auth-storage.ts'

/**
 * After a merchant sign-in or sign-up: the server has set the shop token cookie; the page records
 * that a shop session exists and reloads /shop, whose layout then shows the merchant header and
 * whose page shows the application state.
 */
export function useShopSignIn(): () => void {
  const navigate = useNavigate()
  return () => {
    rememberSession('shop', true)
    navigate('/shop', { replace: true })
  }
}
