import { useState } from 'react'
import { AuthPanel } from '../../features/sign-in/AuthPanel.tsx'
import { LoginTabs, type LoginTab } from '../../features/sign-in/LoginTabs.tsx'
import { MerchantPasswordForm } from './MerchantPasswordForm.tsx'
import { MerchantRegisterForm } from './MerchantRegisterForm.tsx'
import { MerchantSmsForm } from './MerchantSmsForm.tsx'

type Mode = 'password' | 'sms' | 'register'

/**
 * The signed-out merchant home: 密码登录, 短信登录 and 商家注册 in one card. A new applicant
 * registers here, then fills in the settlement application while signed in.
 */
export function MerchantSignIn({ initial = 'password' }: { initial?: Mode }) {
  const [mode, setMode] = useState<Mode>(initial)
  const tabs: LoginTab<Mode>[] = [
    { key: 'password', label: '密码登录', panel: <MerchantPasswordForm /> },
    { key: 'sms', label: '短信登录', panel: <MerchantSmsForm /> },
    { key: 'register', label: '商家注册', panel: <MerchantRegisterForm /> },
  ]
  return (
    <AuthPanel title="商家登录" hideTitle>
      <LoginTabs label="商家登录方式" tabs={tabs} active={mode} onChange={setMode} />
      <p className="mf-shop-signin__note">还不是商家？选择“商家注册”，注册后即可在线提交入驻申请。</p>
    </AuthPanel>
  )
}
