import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { getApi } from '../../api/index.ts'
import { bindMemberMobile } from '../../api/member.ts'
import { LinkButton } from '../../components/button/LinkButton.tsx'
import { maskMobile } from '../../lib/validators.ts'
import { useUserStore } from '../../stores/user.ts'
import { AuthPanel } from '../../features/sign-in/AuthPanel.tsx'
import { loadBindPhone, type BindPhoneData } from './load-bindphone.ts'
import { SmsLoginForm } from '../../features/sign-in/SmsLoginForm.tsx'
import './wechat.css'

/** Member only: a guest signs in first and comes back here. */
export function loader({ context, request }: LoaderFunctionArgs): Promise<BindPhoneData> {
  return loadBindPhone(context, request)
}

const bind = (input: { mobile: string; vcode: string }) =>
  bindMemberMobile(getApi(), input, { silent: true }).then(() => ({ token: '' }))

/**
 * /auth/bindphone?redirectUrl= (绑定手机): an account signed in by WeChat has no mobile yet; the
 * member proves one with an SMS code (type bind, no image captcha needed) and goes on to
 * redirectUrl. A member who already has a mobile sees it masked (spec 9) and a way back.
 */
export default function BindPhonePage() {
  const { redirectPath, setting, mobile } = useLoaderData() as BindPhoneData
  const loginType = useUserStore((state) => state.userInfo?.login_type) ?? 'wxqrcode'

  if (mobile) {
    return (
      <AuthPanel title="绑定手机" footer={<Link to="/member/user-info">返回会员中心</Link>}>
        <p className="mf-wx-lead" role="status">
          您的账号已绑定手机 <strong>{maskMobile(mobile)}</strong>，无需再次绑定。
        </p>
        <LinkButton type="primary" size="large" long to={redirectPath}>
          继续
        </LinkButton>
      </AuthPanel>
    )
  }

  return (
    <AuthPanel title="绑定手机" footer={<Link to={redirectPath}>暂不绑定</Link>}>
      <p className="mf-wx-lead">为了账号安全，请绑定手机号。绑定后可使用手机号登录、找回密码。</p>
      <SmsLoginForm
        redirectPath={redirectPath}
        resendSeconds={setting.sms.resend_seconds}
        submit={bind}
        smsType="bind"
        submitLabel="绑定并继续"
        busyLabel="绑定中…"
        loginType={loginType}
      />
    </AuthPanel>
  )
}
