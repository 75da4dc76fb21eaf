import { useEffect, useState } from 'react'
import { createPagesApi } from '../../runtime/routing/pages-api.ts'
import type { LayoutData } from '../../schemas/layout.ts'

/**
 * The storefront's site frame (header and footer configuration, GET /api/pages/layout), read once
 * per designer session: the canvas draws the page between them as shoppers will see it.
 */

let pending: Promise<LayoutData | null> | null = null

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

export function useSiteLayout(): LayoutData | null {
  const [layout, setLayout] = useState<LayoutData | null>(null)
  useEffect(() => {
    let live = true
    void loadSiteLayout().then((loaded) => live && setLayout(loaded))
    return () => {
      live = false
    }
  }, [])
  return layout
}
