import { useEffect, useRef, useState } from 'react'
import type { Http } from '../../api/http.ts'
import { getShops, type ShopList, type ShopListQuery } from '../../api/shops.ts'
import { FALLBACK_CITY } from './load-shops.ts'

export const LOCATE_FAILED = '定位失败，已为您展示北京的门店'
const LOCATE_TIMEOUT_MS = 10_000

type Origin = { lat: number; lng: number } | { city: string }

export interface NearbyShops {
  data: ShopList
  /** Index of the selected tag tab; 0 is 全部. */
  tab: number
  selectTab: (index: number) => void
  alert: string
  loading: boolean
}

/**
 * The nearby-shop list: starts from the server's Beijing list, asks for the shopper's position once
 * hydrated and reloads around it; a refusal or failure keeps Beijing and says so. Tabs filter by tag.
 */
export function useNearbyShops(http: () => Http, initial: ShopList): NearbyShops {
  const [data, setData] = useState(initial)
  const [tab, setTab] = useState(0)
  const [alert, setAlert] = useState('')
  const [loading, setLoading] = useState(false)
  const origin = useRef<Origin>({ city: FALLBACK_CITY })
  // Only the answer to the latest request is shown.
  const latest = useRef(0)

  const load = async (tagId: number) => {
    const request = ++latest.current
    setLoading(true)
    try {
      const query: ShopListQuery = { ...origin.current, ...(tagId > 0 ? { tag_id: tagId } : {}) }
      const next = await getShops(http(), query)
      if (request === latest.current)
        setData((current) => ({ ...next, tagList: next.tagList.length > 0 ? next.tagList : current.tagList }))
    } catch {
      // The client has already shown the failure; the previous list stays.
    } finally {
      if (request === latest.current) setLoading(false)
    }
  }

  const tagIdOf = (index: number, list: ShopList) => (index > 0 ? (list.tagList[index - 1]?.tag_id ?? 0) : 0)
  const tabRef = useRef(tab)
  tabRef.current = tab
  const dataRef = useRef(data)
  dataRef.current = data

  // biome-ignore lint/correctness/useExhaustiveDependencies: locates once on mount; load and tagIdOf are new each render and read refs for the current tab and data.
  useEffect(() => {
    const fail = () => setAlert(LOCATE_FAILED)
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      fail()
      return
    }
    let active = true
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (!active) return
        origin.current = { lat: position.coords.latitude, lng: position.coords.longitude }
        void load(tagIdOf(tabRef.current, dataRef.current))
      },
      () => {
        if (active) fail()
      },
      { timeout: LOCATE_TIMEOUT_MS, maximumAge: 300_000 },
    )
    return () => {
      active = false
    }
    // Once per page: the position is asked for after hydration only.
  }, [])

  const selectTab = (index: number) => {
    if (index === tab) return
    setTab(index)
    void load(tagIdOf(index, data))
  }

  return { data, tab, selectTab, alert, loading }
}
