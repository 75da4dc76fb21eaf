import type { Captcha } from './use-captcha.ts'

/** The server draws 120 × 40; shown at 96 × 32 to sit inside the 40 px row. */
export const CAPTCHA_WIDTH = 96
export const CAPTCHA_HEIGHT = 32

/**
 * The captcha picture beside its input, and 换一张 to draw another. Clicking the picture also
 * refreshes it; the button is the keyboard's way to do the same.
 */
export function CaptchaAddon({ captcha }: { captcha: Captcha }) {
  const { image, failed, refresh } = captcha
  return (
    <span className="mf-auth-captcha">
      {image ? (
        // biome-ignore lint/a11y/useKeyWithClickEvents: clicking the picture is a pointer shortcut; the 换一张 button beside it does the same from the keyboard.
        <img
          className="mf-auth-captcha__image"
          src={image.imageData}
          alt="图片验证码"
          title="看不清？点击换一张"
          width={CAPTCHA_WIDTH}
          height={CAPTCHA_HEIGHT}
          onClick={refresh}
        />
      ) : (
        <span
          className="mf-auth-captcha__image mf-auth-captcha__placeholder"
          style={{ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT }}
        >
          {failed ? '加载失败' : '加载中…'}
        </span>
      )}
      <button type="button" className="mf-auth-captcha__refresh" onClick={refresh} aria-label="换一张图片验证码">
        换一张
      </button>
    </span>
  )
}
