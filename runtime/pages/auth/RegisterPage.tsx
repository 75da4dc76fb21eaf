import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { withRedirect } from '../../lib/safe-redirect.ts'
import { AuthPanel } from '../../features/sign-in/AuthPanel.tsx'
import { loadAuthPage, type AuthPageData } from './load-auth.ts'
import { RegisterForm } from './RegisterForm.tsx'

/** A member who is already signed in goes straight on to redirectUrl (or '/'). */
export function loader({ context, request }: LoaderFunctionArgs): Promise<AuthPageData> {
  return loadAuthPage(context, request)
}

/** /auth/reg: registers with mobile, captcha, SMS code and password; the new member is signed in at once. */
export default function RegisterPage() {
  const { redirectPath, setting } = useLoaderData() as AuthPageData
  return (
    <AuthPanel
      title="用户注册"
      aside={
        <>
          已有账号？<Link to={withRedirect('/auth/login', redirectPath)}>去登录</Link>
        </>
      }
    >
      <RegisterForm
        redirectPath={redirectPath}
        needImageCode={setting.register.need_image_code === 1}
        resendSeconds={setting.sms.resend_seconds}
      />
    </AuthPanel>
  )
}
