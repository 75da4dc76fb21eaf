import { LineIcon } from '../ui/LineIcon.tsx'

/** 隐藏 / 显示: an open eye, or one struck through while the widget is hidden. */
export const EyeIcon = ({ closed }: { closed: boolean }) => (
  <LineIcon size={14} grid={16}>
    <path d="M1.5 8s2.4-4.5 6.5-4.5S14.5 8 14.5 8 12.1 12.5 8 12.5 1.5 8 1.5 8z" />
    <circle cx="8" cy="8" r="2" />
    {closed && <path d="M2.5 13.5l11-11" />}
  </LineIcon>
)

/** 锁定 / 解锁: a closed padlock, or one with its shackle open. */
export const LockIcon = ({ open }: { open: boolean }) => (
  <LineIcon size={14} grid={16}>
    <rect x="3" y="7" width="10" height="7" rx="1" />
    <path d={open ? 'M5.5 7V4.5a2.5 2.5 0 0 1 4.9-.6' : 'M5.5 7V4.5a2.5 2.5 0 0 1 5 0V7'} />
  </LineIcon>
)
