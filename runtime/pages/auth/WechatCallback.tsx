import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { loginWithWechatCode } from '../../api/auth.ts'
import { getApi } from '../../api/index.ts'
import { Button } from '../../components/button/Button.tsx'
import { withRedirect } from '../../lib/safe-redirect.ts'
import { FormAlert } from '../../features/sign-in/AuthPanel.tsx'
import { savePendingBind } from './pending-bind.ts'
import { serverProblem } from '../../features/sign-in/server-errors.ts'
import { useCompleteSignIn } from '../../features/sign-in/use-complete-sign-in.ts'
import './wechat.css'

export interface WechatCallbackProps {
  /** The callback's code; null when the shopper refused on the phone (WeChat then sends the state alone). */
  code: string | null
  state: string
  redirectPath: string
}

/** The answer WeChat sends the browser back with is used once: it posts the code, then signs in or goes to bind. */
export function WechatCallback({ code, state, redirectPath }: WechatCallbackProps) {
  const completeSignIn = useCompleteSignIn()
  const navigate = useNavigate()
  const [problem, setProblem] = useState<string | null>(null)
  // The code is single-use: a second render must never post it again.
  const posted = useRef(false)

  useEffect(() => {
    if (posted.current) return
    posted.current = true
    void (async () => {
      try {
        const answer = await loginWithWechatCode(getApi(), { code: code ?? '', state }, { silent: true })
        if (answer.token) {
          await completeSignIn({ loginType: 'wxqrcode', redirectPath, requireMobile: true })
        } else if (answer.need_bind && answer.trust_ticket) {
          savePendingBind({ ticket: answer.trust_ticket, nickname: answer.nickname ?? '', avatar: answer.avatar ?? '' })
          navigate(withRedirect('/auth/bind', redirectPath), { replace: true })
        } else {
          setProblem('微信登录失败，请重新扫码')
        }
      } catch (error) {
        setProblem(serverProblem(error).message)
      }
    })()
  }, [code, state, redirectPath, completeSignIn, navigate])

  if (!problem) {
    return (
      <div className="mf-wx-status" role="status">
        <span className="mf-wx-status__spinner" aria-hidden="true" />
        正在登录，请稍候…
      </div>
    )
  }
  return (
    <div className="mf-wx-failed">
      <FormAlert message={problem} />
      <Button
        type="primary"
        size="large"
        long
        onClick={() => navigate(withRedirect('/auth/wx-login', redirectPath), { replace: true })}
      >
        重新扫码
      </Button>
    </div>
  )
}
