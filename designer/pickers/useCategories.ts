import { useEffect, useState } from 'react'
import type { CategoryNode } from '../../schemas/api/designer.ts'
import { designerApi } from '../api/client.ts'

/** The category tree (分类) or the main-category tree (主类目), loaded when first shown. */
export function useCategories(kind: 'category' | 'maincategory'): {
  nodes: CategoryNode[]
  loading: boolean
  error: string | null
} {
  const [state, setState] = useState<{ nodes: CategoryNode[]; loading: boolean; error: string | null }>({
    nodes: [],
    loading: true,
    error: null,
  })
  useEffect(() => {
    let current = true
    setState({ nodes: [], loading: true, error: null })
    const load = kind === 'category' ? designerApi.categories : designerApi.mainCategories
    load().then(
      (nodes) => current && setState({ nodes, loading: false, error: null }),
      (error: unknown) =>
        current && setState({ nodes: [], loading: false, error: error instanceof Error ? error.message : '加载失败' }),
    )
    return () => {
      current = false
    }
  }, [kind])
  return state
}
