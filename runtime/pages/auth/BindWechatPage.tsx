import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom'
import { bindWechatToMember, unbindTrustLogin, type TrustBinding } from '../../api/auth.ts'
import { getApi } from '../../api/index.ts'
import { Button } from '../../components/button/Button.tsx'
import { ConfirmDialog } from '../../components/modal/ConfirmDialog.tsx'
import { toast } from '../../components/toast/toast.ts'
import { formatDate } from '../../lib/date.ts'
import { AuthPanel, FormAlert } from '../../features/sign-in/AuthPanel.tsx'
import { loadBindWechat, WECHAT, type BindWechatData } from './load-trustlogin.ts'
import { serverProblem } from '../../features/sign-in/server-errors.ts'
import { WechatQrPanel } from './WechatQrPanel.tsx'
import { WechatAvatar } from './WechatProfile.tsx'
import './wechat.css'

const PAGE_PATH = '/auth/bindwechat'

/** Member only: a guest signs in first and comes back here. */
export function loader({ context, request }: LoaderFunctionArgs): Promise<BindWechatData> {
  return loadBindWechat(context, request)
}

/**
 * /auth/bindwechat: the member's WeChat binding with 解除绑定, or, while there is none, the QR
 * code to bind one. WeChat sends the browser back here with `code` and `state`, which bind it.
 */
export default function BindWechatPage() {
  const data = useLoaderData() as BindWechatData
  const { wechat } = data
  // The answers to bind and unbind say what the binding is now; no need to read the list again.
  const [binding, setBinding] = useState<TrustBinding | null>(data.binding)
  const [search] = useSearchParams()
  const callbackState = search.get('state')
  const [callbackPending, setCallbackPending] = useState(callbackState !== null)
  const [problem, setProblem] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [unbinding, setUnbinding] = useState(false)
  const posted = useRef(false)

  useEffect(() => {
    if (callbackState === null || posted.current) return
    posted.current = true
    const code = search.get('code') ?? ''
    // The code is used once: the address drops it, so a reload does not post it again. The
    // router is not told, as a navigation here would reload the page and lose the toast.
    window.history.replaceState(window.history.state, '', PAGE_PATH)
    void (async () => {
      try {
        setBinding(await bindWechatToMember(getApi(), { code, state: callbackState }, { silent: true }))
        toast.success('绑定成功')
      } catch (error) {
        setProblem(serverProblem(error).message)
      } finally {
        setCallbackPending(false)
      }
    })()
  }, [callbackState, search])

  async function unbind() {
    setConfirming(false)
    setUnbinding(true)
    setProblem(null)
    try {
      await unbindTrustLogin(getApi(), WECHAT, { silent: true })
      setBinding(null)
      toast.success('解绑成功')
    } catch (error) {
      setProblem(serverProblem(error).message)
    } finally {
      setUnbinding(false)
    }
  }

  let body: ReactNode
  if (callbackPending) {
    body = (
      <div className="mf-wx-status" role="status">
        <span className="mf-wx-status__spinner" aria-hidden="true" />
        正在绑定微信，请稍候…
      </div>
    )
  } else if (binding) {
    const nickname = binding.nickname || '微信用户'
    body = (
      <>
        <div className="mf-wx-bound">
          <WechatAvatar avatar={binding.avatar} size={56} />
          <div className="mf-wx-bound__text">
            <p className="mf-wx-bound__name">{nickname}</p>
            <p className="mf-wx-bound__meta">
              <span className="mf-wx-bound__badge">已绑定</span>
              {binding.name || '微信'} · 绑定于 {formatDate(binding.bound_at)}
            </p>
          </div>
        </div>
        <p className="mf-wx-lead">已绑定的微信可直接扫码登录本商城。解除绑定后，需重新绑定才能使用微信登录。</p>
        <Button long size="large" disabled={unbinding} onClick={() => setConfirming(true)}>
          {unbinding ? '解除中…' : '解除绑定'}
        </Button>
        <ConfirmDialog open={confirming} title="解除绑定" onOk={unbind} onCancel={() => setConfirming(false)}>
          确定解除与微信“{nickname}”的绑定吗？解除后将不能使用该微信扫码登录。
        </ConfirmDialog>
      </>
    )
  } else if (wechat) {
    body = (
      <>
        <p className="mf-wx-lead">绑定微信后，即可使用微信扫一扫快速登录商城。</p>
        <WechatQrPanel
          provider={wechat}
          redirectUrl={PAGE_PATH}
          tip="请使用微信扫一扫绑定"
          testLabel="使用模拟微信绑定"
        />
      </>
    )
  } else {
    body = (
      <p className="mf-wx-unavailable" role="status">
        商城暂未开通微信登录，暂不能绑定微信。
      </p>
    )
  }

  return (
    <AuthPanel title="绑定微信" footer={<Link to="/member/user-info">返回会员中心</Link>}>
      <FormAlert message={problem} />
      {body}
    </AuthPanel>
  )
}
