import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { getApi } from '../../../api/index.ts'
import { collectItem, uncollectItem } from '../../../api/item.ts'
import { toast } from '../../../components/toast/toast.ts'
import { loginUrl } from '../../../lib/login-url.ts'
import { LineIcon } from '../../../components/icon/LineIcon.tsx'

export interface CollectButtonProps {
  itemId: number
  distributorId: number
  /** The member's mark as the personal call answered it (false until then, and for guests). */
  collected: boolean
  loggedIn: boolean
  /** Where to come back to after logging in. */
  returnPath: string
}

/** 收藏 / 已收藏 toggle (spec 4 "Collect", 7.3). */
export function CollectButton({
  itemId,
  distributorId,
  collected: answered,
  loggedIn,
  returnPath,
}: CollectButtonProps) {
  // Once toggled here, the page's own state wins over the answer it started from.
  const [toggled, setCollected] = useState<boolean | null>(null)
  const collected = toggled ?? answered
  const [busy, setBusy] = useState(false)
  const navigate = useNavigate()

  async function toggle() {
    if (!loggedIn) {
      navigate(loginUrl(returnPath))
      return
    }
    setBusy(true)
    try {
      if (collected) {
        await uncollectItem(getApi(), itemId)
        setCollected(false)
        toast.success('商品移除收藏成功')
      } else {
        await collectItem(getApi(), itemId, distributorId)
        setCollected(true)
        toast.success('商品收藏成功')
      }
    } catch {
      // The client already showed the server's message.
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      className={`mf-item-collect${collected ? ' is-collected' : ''}`}
      aria-pressed={collected}
      disabled={busy}
      onClick={toggle}
    >
      <LineIcon
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3.1 4.5 6.8 4.5c2.2 0 3.6 1.2 4.2 2.3h2c.6-1.1 2-2.3 4.2-2.3 3.7 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z"
        size={18}
        strokeWidth="1.8"
        fill={collected ? 'currentColor' : 'none'}
        hidden
      />
      {collected ? '已收藏' : '收藏'}
    </button>
  )
}
