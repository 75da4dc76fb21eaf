import { useState } from 'react'
import { RESEND_SECONDS, useCountdown } from './use-countdown.ts'

export interface SmsCodeButtonProps {
  /** Sends the code; answers whether it went out, which starts the countdown. */
  onSend: () => Promise<boolean>
  /** The countdown length; spec 9's 60 s by default. */
  seconds?: number
  /** Extra classes; the look is the sign-in form's addon button (auth.css). */
  className?: string
}

/**
 * The timer button of spec 4 and 9: 获取验证码, then "60秒后重新获取" counting down, then
 * 重新获取验证码. Disabled while sending and counting; a send answering false does not start the timer.
 */
export function SmsCodeButton({ onSend, seconds = RESEND_SECONDS, className }: SmsCodeButtonProps) {
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
  const label = sending
    ? '发送中…'
    : counting
      ? `${secondsLeft}秒后重新获取`
      : sentOnce
        ? '重新获取验证码'
        : '获取验证码'
  return (
    <button
      type="button"
      className={`mf-auth-field__addon mf-auth-sms-button${className ? ` ${className}` : ''}`}
      disabled={sending || counting}
      onClick={send}
    >
      {label}
    </button>
  )
}
