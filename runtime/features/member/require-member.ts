import { redirect } from 'react-router-dom'
import { loginUrl } from '../../lib/login-url.ts'
import { requestIsLoggedIn } from '../../lib/request-session.ts'

/**
 * The member area is for members only: a guest's request is answered with the login page, which
 * brings them back to the address they asked for (spec 2.5, 6).
 */
export function requireMember(request: Request): void {
  if (requestIsLoggedIn(request)) return
  const url = new URL(request.url)
  throw redirect(loginUrl(url.pathname + url.search))
}
