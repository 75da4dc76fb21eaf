import { Link, redirect, type LoaderFunctionArgs } from 'react-router-dom'
import { redirectPathOf } from './load-auth.ts'

/**
 * /auth/redirect?redirectUrl=: a bounce after signing in. It sends the browser on to redirectUrl
 * when that is a page of this site, else to the home page (schemas/redirect.ts), so it can never
 * become an open redirect.
 */
export function loader({ request }: LoaderFunctionArgs): never {
  throw redirect(redirectPathOf(request))
}

/** Never shown in practice (the loader always redirects); a plain way on should a browser stop here. */
export default function RedirectPage() {
  return (
    <p className="mf-auth-note">
      正在跳转…<Link to="/">返回商城首页</Link>
    </p>
  )
}
