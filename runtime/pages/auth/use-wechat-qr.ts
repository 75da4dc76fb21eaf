import { useCallback, useEffect, useRef, useState } from 'react'
import { getTrustLoginParams, type TrustLoginParams } from '../../api/auth.ts'
import { getApi } from '../../api/index.ts'
import { serverProblem } from '../../features/sign-in/server-errors.ts'

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; params: TrustLoginParams; expiresAt: number }
  | { status: 'error'; message: string }

export type WechatQr =
  | { status: 'loading' }
  | { status: 'ready'; params: TrustLoginParams; secondsLeft: number }
  | { status: 'expired'; params: TrustLoginParams }
  | { status: 'error'; message: string }

/**
 * The authorisation address for a WeChat QR code that brings the browser back to `redirectUrl`
 * (a page of this site), with the seconds until its state runs out. It is asked for in the browser
 * only, after the first render: the answer binds the state to this browser with a cookie, which a
 * server render could not hand on. `refresh` asks for a new one (刷新二维码).
 */
export function useWechatQr(redirectUrl: string): { qr: WechatQr; refresh: () => void } {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })
  const [now, setNow] = useState(0)
  // Only the latest request may answer: a slow earlier one must not replace a refreshed code.
  const latest = useRef(0)

  const load = useCallback(async () => {
    const request = ++latest.current
    setLoaded({ status: 'loading' })
    try {
      const params = await getTrustLoginParams(getApi(), redirectUrl, { silent: true })
      if (request !== latest.current) return
      const at = Date.now()
      setNow(at)
      setLoaded({ status: 'ready', params, expiresAt: at + params.expires_in * 1000 })
    } catch (error) {
      if (request === latest.current) setLoaded({ status: 'error', message: serverProblem(error).message })
    }
  }, [redirectUrl])

  useEffect(() => {
    void load()
    return () => {
      latest.current++
    }
  }, [load])

  // Ticks against the clock, so a background tab whose timers slow down still expires on time.
  useEffect(() => {
    if (loaded.status !== 'ready') return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [loaded])

  const refresh = useCallback(() => void load(), [load])

  if (loaded.status !== 'ready') return { qr: loaded, refresh }
  const secondsLeft = Math.max(0, Math.ceil((loaded.expiresAt - now) / 1000))
  const qr: WechatQr =
    secondsLeft > 0
      ? { status: 'ready', params: loaded.params, secondsLeft }
      : { status: 'expired', params: loaded.params }
  return { qr, refresh }
}

/** "9:05" for 545 seconds. */
export function minutesAndSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`
}
