import { useCallback, useEffect, useState } from 'react'
import { getImageCode, type CaptchaType, type ImageCode } from '../../api/auth.ts'
import { getApi } from '../../api/index.ts'

export interface Captcha {
  /** null until the first picture arrives (and on the server, so hydration matches). */
  image: ImageCode | null
  /** The picture could not be fetched; 换一张 tries again. */
  failed: boolean
  /** Draws a new picture; every attempt uses the old one up. */
  refresh: () => void
}

/** An image captcha of one purpose, fetched in the browser once the page is up. */
export function useCaptcha(type: CaptchaType, enabled = true): Captcha {
  const [image, setImage] = useState<ImageCode | null>(null)
  const [failed, setFailed] = useState(false)
  const [round, setRound] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: round is the refresh trigger: each refresh draws a new picture.
  useEffect(() => {
    if (!enabled) return
    let current = true
    getImageCode(getApi(), type, { silent: true }).then(
      (next) => {
        if (!current) return
        setImage(next)
        setFailed(false)
      },
      () => current && setFailed(true),
    )
    return () => {
      current = false
    }
  }, [type, enabled, round])

  const refresh = useCallback(() => setRound((n) => n + 1), [])
  return { image, failed, refresh }
}
