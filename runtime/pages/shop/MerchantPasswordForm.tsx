import { merchantHttp, merchantLogin } from '../../api/merchant.ts'
import { CredentialsForm, type AccountField } from '../../features/sign-in/PasswordLoginForm.tsx'
import { useShopSignIn } from './use-shop-sign-in.ts'

const SHOP_ACCOUNT: AccountField = {
  placeholder: '账号或手机号',
  maxLength: 64,
  numeric: false,
  error: (value) => (value.trim() ? null : '请输入商家账号或手机号'),
}

/** 密码登录 of the merchant sign-in: 商家账号 (username or mobile) and 密码. */
export function MerchantPasswordForm() {
  const signedIn = useShopSignIn()
  return (
    <CredentialsForm
      redirectPath="/shop"
      loginType="password"
      mobileLabel="商家账号"
      account={SHOP_ACCOUNT}
      smsType="merchant_login"
      submit={(credentials) => merchantLogin(merchantHttp(), credentials, { silent: true })}
      onSignedIn={signedIn}
    />
  )
}
