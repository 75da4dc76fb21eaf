import { useEffect, useState } from 'react'
import { splitCountdown } from '../../../lib/countdown.ts'

const pad = (n: number) => String(n).padStart(2, '0')

/** 距结束 d天 hh:mm:ss, counted down from the seconds the server reported. */
export function SeckillCountdown({ seconds }: { seconds: number }) {
  const [left, setLeft] = useState(seconds)
  useEffect(() => {
    const started = Date.now()
    const timer = setInterval(() => setLeft(Math.max(0, seconds - Math.floor((Date.now() - started) / 1000))), 1000)
    return () => clearInterval(timer)
  }, [seconds])
  const { days, hours, minutes, seconds: secs } = splitCountdown(left)
  return (
    <div className="mf-item-seckill" role="timer" aria-label="秒杀倒计时">
      <strong className="mf-item-seckill__name">限时秒杀</strong>
      <span className="mf-item-seckill__clock">
        距结束 {days > 0 && <b>{days}天</b>}
        <b>{pad(hours)}</b>:<b>{pad(minutes)}</b>:<b>{pad(secs)}</b>
      </span>
    </div>
  )
}
