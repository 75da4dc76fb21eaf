import { useEffect, useRef, useState, type RefObject } from 'react'
import { call } from '../../api/call.ts'
import { getApi } from '../../api/index.ts'
import type { WidgetMode } from '../types.ts'
import { FALLBACK_CITY, MAX_SHOPS, type NearbyShop, type NearbyShopTag } from './shops.ts'

type Where = { lat: number; lng: number } | { city: string }

export interface NearbyShopsState {
  /** The live list in render mode once loaded; null until then (the resolved data shows meanwhile). */
  shops: NearbyShop[] | null
  tags: NearbyShopTag[] | null
  locationFailed: boolean
  loading: boolean
}

function locate(): Promise<Where> {
  return new Promise((resolve) => {
    const fallback = () => resolve({ city: FALLBACK_CITY })
    if (typeof navigator === 'undefined' || !navigator.geolocation) return fallback()
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      fallback,
      { timeout: 10_000, maximumAge: 600_000 },
    )
  })
}

/**
 * Calls `start` once `element` is in view, or at once where that cannot be watched. The browser
 * asks the shopper for their location when the list it is for is on screen, not when the page
 * opens somewhere far above it: a prompt without context is what shoppers refuse (and what
 * Lighthouse's best practices flag as geolocation-on-start).
 */
function whenInView(element: Element | null, start: () => void): () => void {
  if (!element || typeof IntersectionObserver === 'undefined') {
    start()
    return () => {}
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return
    observer.disconnect()
    start()
  })
  observer.observe(element)
  return () => observer.disconnect()
}

/**
 * The live nearby-shop list (spec 4 "Nearby shops"), render mode only: once the widget (`section`)
 * comes into view, locate the browser, load the shops near it (or in Beijing when locating fails),
 * and reload for the chosen tag. The first render uses the resolved data, as the server did, so
 * hydration matches.
 */
export function useNearbyShops(
  mode: WidgetMode,
  tagId: number | string,
  section: RefObject<HTMLElement | null>,
): NearbyShopsState {
  const [where, setWhere] = useState<Where | null>(null)
  const [state, setState] = useState<NearbyShopsState>({
    shops: null,
    tags: null,
    locationFailed: false,
    loading: false,
  })
  const request = useRef(0)

  useEffect(() => {
    if (mode !== 'render') return
    let live = true
    const stopWatching = whenInView(section.current, () => {
      void locate().then((found) => {
        if (!live) return
        setWhere(found)
        if ('city' in found) setState((s) => ({ ...s, locationFailed: true }))
      })
    })
    return () => {
      live = false
      stopWatching()
    }
  }, [mode, section])

  useEffect(() => {
    if (mode !== 'render' || !where) return
    const id = ++request.current
    setState((s) => ({ ...s, loading: true }))
    call(getApi(), 'GET /distributor/list', { ...where, tag_id: Number(tagId) || 0, page: 1, pageSize: MAX_SHOPS })
      .then((answer) => {
        if (id !== request.current) return
        setState((s) => ({
          ...s,
          shops: answer.list.slice(0, MAX_SHOPS),
          tags: s.tags ?? answer.tagList ?? null,
          loading: false,
        }))
      })
      .catch(() => {
        // The API client has shown the message; the cards already shown stay.
        if (id === request.current) setState((s) => ({ ...s, loading: false }))
      })
  }, [mode, where, tagId])

  return state
}
