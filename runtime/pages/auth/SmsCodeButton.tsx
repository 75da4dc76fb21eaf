import { useState } from 'react'
import { RESEND_SECONDS, useCountdown } from './use-countdown.ts'

export interface SmsCodeButtonProps {
  /** Sends the code; answers whether it went out, which starts the countdown. */
  onSend: () => Promise<boolean>
  seconds?: number
}

/** The timer button of spec 4: 获取验证码, then "60秒后重新获取" counting down, then 重新获取验证码. */
export function SmsCodeButton({ onSend, seconds = RESEND_SECONDS }: SmsCodeButtonProps) {
  const { secondsLeft, start } = useCountdown()
  const [sending, setSending] = useState(false)
  const [sentOnce, setSentOnce] = useState(false)

  async function send() {
    setSending(true)
    try {
      if (await onSend()) {
        setSentOnce(true)
        start(seconds)
      }
    } finally {
      setSending(false)
    }
  }

  const counting = secondsLeft > 0
  const label = sending ? '发送中…' : counting ? `${secondsLeft}秒后重新获取` : sentOnce ? '重新获取验证码' : '获取验证码'
  return (
    <button type="button" className="mf-auth-field__addon mf-auth-sms-button" disabled={sending || counting} onClick={send}>
      {label}
    </button>
  )
}
