import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import type { AuditStatusAnswer } from '../../api/merchant.ts'
import { useLayoutData } from '../../routing/layout-data.ts'
import { MerchantSignIn } from './MerchantSignIn.tsx'
import { SettleSteps } from './SettleSteps.tsx'
import { loadAuditStatus } from './load-shop.ts'
import { nextStepOf, SETTLE_STEPS } from './next-step.ts'
import './shop.css'

export interface ShopHomeData {
  /** null: nobody is signed in as a merchant (or the shop session ended). */
  status: AuditStatusAnswer | null
  /** ?mode=register opens the sign-in card at 商家注册 (the way in from 商家入驻). */
  signUp: boolean
}

export async function loader({ context, request }: LoaderFunctionArgs): Promise<ShopHomeData> {
  const signUp = new URL(request.url).searchParams.get('mode') === 'register'
  return { status: await loadAuditStatus(context, request), signUp }
}

/** /shop, the merchant's home: signed out, the merchant sign-in and sign-up; signed in, the application state and the next step. */
export default function ShopHomePage() {
  const { status, signUp } = useLoaderData() as ShopHomeData
  if (!status) return <SignedOut signUp={signUp} />
  const next = nextStepOf(status)
  const stepIndex =
    status.audit_status === 'none'
      ? 0
      : status.audit_status === 'editing'
        ? Math.min(status.step, SETTLE_STEPS.length - 1)
        : SETTLE_STEPS.length
  return (
    <div className="mf-container mf-shop">
      <section className="mf-shop__panel" aria-labelledby="mf-shop-heading">
        <h1 id="mf-shop-heading" className="mf-shop__heading">
          商家入驻
        </h1>
        <SettleSteps current={stepIndex} />
        <div className={`mf-shop-state is-${status.audit_status}`}>
          <p className="mf-shop-state__label">
            申请状态：<strong>{status.audit_status_text}</strong>
          </p>
          <p className="mf-shop-state__text">{next.text}</p>
          {status.audit_status === 'rejected' && status.audit_msg && (
            <p className="mf-shop-state__reason">驳回原因：{status.audit_msg}</p>
          )}
          {next.action && (
            <Link className="mf-shop__action" to={next.action.to}>
              {next.action.label}
            </Link>
          )}
        </div>
      </section>
    </div>
  )
}

function SignedOut({ signUp }: { signUp: boolean }) {
  const { header } = useLayoutData()
  return (
    <div className="mf-shop-entry">
      <div className="mf-container mf-shop-entry__bar">
        <Link className="mf-shop-entry__logo" to="/">
          <img src={header.logo.imgUrl} alt={header.logo.alt || '商城首页'} />
        </Link>
        <span className="mf-shop-entry__title">商家中心</span>
        <Link className="mf-shop-entry__home" to="/">
          返回商城首页
        </Link>
      </div>
      <MerchantSignIn key={String(signUp)} initial={signUp ? 'register' : 'password'} />
    </div>
  )
}
