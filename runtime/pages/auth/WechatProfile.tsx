import { WechatIcon } from './WechatIcon.tsx'

const AVATAR_SIZE = 64

/** The WeChat avatar, or the WeChat mark when there is none (模拟微信登录 has no picture). */
export function WechatAvatar({ avatar, size = AVATAR_SIZE }: { avatar: string; size?: number }) {
  if (avatar)
    return (
      <img
        className="mf-wx-avatar"
        src={avatar}
        alt="微信头像"
        width={size}
        height={size}
        referrerPolicy="no-referrer"
      />
    )
  return (
    <span className="mf-wx-avatar mf-wx-avatar--empty" style={{ width: size, height: size }}>
      <WechatIcon size={Math.round(size * 0.55)} />
    </span>
  )
}
