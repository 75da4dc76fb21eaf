import { useEffect, useState } from 'react'
import type { CombinedModule } from '../../../schemas/api/combined-modules.ts'
import { designerApi } from '../../api/client.ts'
import { sessionExpired } from '../access/access-store.ts'
import { useModulesVersion } from './modules-store.ts'

type ModuleList =
  | { state: 'loading' }
  | { state: 'ready'; modules: CombinedModule[] }
  | { state: 'error'; message: string }

/** Typing in the search box asks the server once the operator pauses. */
const SEARCH_DELAY_MS = 250

/**
 * The company's combined modules whose name contains `keyword`, loaded again after a save, a
 * rename or a delete (`reload`, or modulesChanged from elsewhere).
 */
export function useModuleList(keyword: string): { list: ModuleList; reload: () => void } {
  const version = useModulesVersion()
  const [attempt, setAttempt] = useState(0)
  const [list, setList] = useState<ModuleList>({ state: 'loading' })

  // biome-ignore lint/correctness/useExhaustiveDependencies: version (a save elsewhere) and attempt (a rename, a delete, 重试) are the reload triggers.
  useEffect(() => {
    let current = true
    const timer = setTimeout(
      () => {
        designerApi.modules(keyword.trim() || undefined).then(
          (page) => current && setList({ state: 'ready', modules: page.list }),
          (error: unknown) => {
            if (!current || sessionExpired(error)) return
            setList({ state: 'error', message: error instanceof Error ? error.message : '加载失败' })
          },
        )
      },
      keyword ? SEARCH_DELAY_MS : 0,
    )
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [keyword, version, attempt])

  return { list, reload: () => setAttempt((n) => n + 1) }
}
