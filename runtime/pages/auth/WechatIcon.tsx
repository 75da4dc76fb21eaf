/** WeChat's two speech bubbles, in its green; decorative (the text beside it names the action). */
export function WechatIcon({ size = 20 }: { size?: number }) {
  return (
    <svg className="mf-wechat-icon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        fill="#07c160"
        d="M9.1 3.5C5 3.5 1.7 6.3 1.7 9.7c0 2 1.1 3.7 2.8 4.9l-.7 2.1 2.5-1.3c.9.3 1.8.4 2.8.4h.6a5.8 5.8 0 0 1-.2-1.6c0-3.4 3.2-6.1 7.1-6.1h.6C16.4 5.6 13.1 3.5 9.1 3.5Z"
      />
      <path
        fill="#07c160"
        d="M16.6 9.3c-3.4 0-6.1 2.3-6.1 5.1s2.7 5.1 6.1 5.1c.7 0 1.4-.1 2.1-.3l2 1.1-.6-1.8c1.5-1 2.5-2.4 2.5-4.1 0-2.8-2.7-5.1-6-5.1Z"
      />
      <circle cx="6.6" cy="8" r="1" fill="#fff" />
      <circle cx="11.4" cy="8" r="1" fill="#fff" />
      <circle cx="14.6" cy="13.1" r=".85" fill="#fff" />
      <circle cx="18.6" cy="13.1" r=".85" fill="#fff" />
    </svg>
  )
}
