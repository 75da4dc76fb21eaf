import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { staffLogin } from '../../api/auth.ts'
import { getApi } from '../../api/index.ts'
import { withRedirect } from '../../lib/safe-redirect.ts'
import { AuthPanel } from '../../features/sign-in/AuthPanel.tsx'
import { loadAuthPage, type AuthPageData } from './load-auth.ts'
import { CredentialsForm } from '../../features/sign-in/PasswordLoginForm.tsx'

/** A signed-in staff member goes straight on; a plain member may stay to sign in as staff. */
export function loader({ context, request }: LoaderFunctionArgs): Promise<AuthPageData> {
  return loadAuthPage(context, request, (member) => member.memberInfo.is_staff === '1')
}

/** /staff/login: staff sign in with their mobile and password to buy at staff prices. */
export default function StaffLoginPage() {
  const { redirectPath } = useLoaderData() as AuthPageData
  return (
    <AuthPanel title="员工登录" aside={<Link to={withRedirect('/auth/login', redirectPath)}>会员登录</Link>}>
      <p className="mf-auth-form__lead">员工专享内购价，请使用登记在册的员工手机号登录</p>
      <CredentialsForm
        redirectPath={redirectPath}
        loginType="staff"
        mobileLabel="员工账号"
        submit={(credentials) => staffLogin(getApi(), credentials, { silent: true })}
      />
      <p className="mf-auth-note">
        登录即表示您已阅读并同意
        <Link to="/license/staff" target="_blank" rel="noopener">
          《员工内购协议》
        </Link>
      </p>
    </AuthPanel>
  )
}
