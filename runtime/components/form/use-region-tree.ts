import { useEffect, useState } from 'react'
import { getRegionTree, type RegionNode } from '../../api/address.ts'
import { getApi } from '../../api/index.ts'

/** Spec 4 "Region list": a failed fetch is tried again every second until the tree is there. */
export const REGION_RETRY_MS = 1000

/** The tree once loaded: later forms start with it instead of a loading state. */
let loaded: RegionNode[] | null = null

/**
 * The shared region tree for RegionSelect, fetched once `wanted` (e.g. when a dialog opens) and
 * kept for every later form (the API client also shares the one request); null while it loads.
 */
export function useRegionTree(wanted = true): RegionNode[] | null {
  const [tree, setTree] = useState<RegionNode[] | null>(loaded)
  useEffect(() => {
    if (!wanted || tree) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const load = () => {
      getRegionTree(getApi()).then(
        (regions) => {
          loaded = regions
          if (!stopped) setTree(regions)
        },
        () => {
          if (!stopped) timer = setTimeout(load, REGION_RETRY_MS)
        },
      )
    }
    load()
    return () => {
      stopped = true
      if (timer) clearTimeout(timer)
    }
  }, [wanted, tree])
  return tree
}

/** The children of the node `id` among `nodes`; [] when it has none or is not there. */
export function childrenOf(nodes: readonly RegionNode[] | undefined, id: string): RegionNode[] {
  return nodes?.find((node) => node.id === id)?.children ?? []
}
