import { useEffect, useState } from 'react'
import { getRegionTree, type RegionNode } from '../../api/address.ts'
import { getApi } from '../../api/index.ts'

/** Spec 4 "Region list": a failed fetch is tried again every second until the tree is there. */
export const REGION_RETRY_MS = 1000

/** The shared region tree once `wanted`; null while it loads. */
export function useRegionTree(wanted: boolean): RegionNode[] | null {
  const [tree, setTree] = useState<RegionNode[] | null>(null)
  useEffect(() => {
    if (!wanted || tree) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const load = () => {
      getRegionTree(getApi()).then(
        (regions) => {
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

export function childrenOf(nodes: readonly RegionNode[] | undefined, id: string): RegionNode[] {
  return nodes?.find((node) => node.id === id)?.children ?? []
}
