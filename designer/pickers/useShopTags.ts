import { useEffect, useState } from 'react'
import type { PickerShopTag } from '../../schemas/api/designer.ts'
import { designerApi } from '../api/client.ts'

export interface ShopTagList {
  tags: PickerShopTag[]
  loading: boolean
  /** The server's Chinese message when loading failed. */
  error: string | null
}

/** The existing shop tags, loaded afresh each time `enabled` turns on (the picker opens). */
export function useShopTags(enabled: boolean): ShopTagList {
  const [state, setState] = useState<ShopTagList>({ tags: [], loading: false, error: null })
  useEffect(() => {
    if (!enabled) return
    let current = true
    setState((previous) => ({ ...previous, loading: true, error: null }))
    designerApi.shopTags().then(
      (tags) => current && setState({ tags, loading: false, error: null }),
      (error: unknown) =>
        current && setState({ tags: [], loading: false, error: error instanceof Error ? error.message : '加载失败' }),
    )
    return () => {
      current = false
    }
  }, [enabled])
  return state
}
