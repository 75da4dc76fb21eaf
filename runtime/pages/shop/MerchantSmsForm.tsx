import { merchantHttp, merchantLogin } from '../../api/merchant.ts'
import { SmsLoginForm } from '../../features/sign-in/SmsLoginForm.tsx'
import { useShopSignIn } from './use-shop-sign-in.ts'

/** 短信登录 of the merchant sign-in: the account's mobile and a code sent to it (type merchant_login). */
export function MerchantSmsForm({ resendSeconds = 60 }: { resendSeconds?: number }) {
  const signedIn = useShopSignIn()
  return (
    <SmsLoginForm
      redirectPath="/shop"
      resendSeconds={resendSeconds}
      smsType="merchant_login"
      submit={(input) => merchantLogin(merchantHttp(), input, { silent: true })}
      onSignedIn={signedIn}
    />
  )
}
