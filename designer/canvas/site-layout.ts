import { useEffect, useState } from 'react'
import { createPagesApi } from '../../runtime/routing/pages-api.ts'
import type { LayoutData } from '../../schemas/layout.ts'

/**
 * The storefront's site frame (header and footer configuration, GET /api/pages/layout), read once
 * per designer session: the canvas draws the page between them as shoppers will see it. Publishing
 * a header or footer reads it again (`refreshSiteLayout`), so every canvas shows the new frame.
 */

let pending: Promise<LayoutData | null> | null = null
const listeners = new Set<() => void>()

function loadSiteLayout(): Promise<LayoutData | null> {
  pending ??= createPagesApi()
    .get<LayoutData>('layout')
    .catch(() => {
      // Without a frame the canvas still works; the next editor opened asks again.
      pending = null
      return null
    })
  return pending
}

/** Forgets the frame read so far and has every canvas showing it read the published one. */
export function refreshSiteLayout(): void {
  pending = null
  for (const listener of listeners) listener()
}

export function useSiteLayout(): LayoutData | null {
  const [layout, setLayout] = useState<LayoutData | null>(null)
  useEffect(() => {
    let live = true
    const read = () => void loadSiteLayout().then((loaded) => live && loaded && setLayout(loaded))
    read()
    listeners.add(read)
    return () => {
      live = false
      listeners.delete(read)
    }
  }, [])
  return layout
}
