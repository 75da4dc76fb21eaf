import { useEffect, useState } from 'react'

export interface Loaded<T> {
  value: T
  loading: boolean
  /** The server's Chinese message when the last load failed. */
  error: string | null
}

/**
 * What `load` answers, loaded while `enabled` and again whenever `key` changes or `enabled` turns
 * on. The value shown stays until the new answer arrives; a failed load shows `empty`. An answer
 * arriving after a newer request is dropped. `load` reads what it needs from its closure; `key`
 * stands for it.
 */
export function useLoaded<T>(load: () => Promise<T>, empty: T, key: string, enabled = true): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ value: empty, loading: enabled, error: null })

  // biome-ignore lint/correctness/useExhaustiveDependencies: load is a new closure every render; the key stands for what it reads.
  useEffect(() => {
    if (!enabled) return
    let current = true
    setState((previous) => ({ ...previous, loading: true, error: null }))
    load().then(
      (value) => current && setState({ value, loading: false, error: null }),
      (error: unknown) =>
        current &&
        setState({ value: empty, loading: false, error: error instanceof Error ? error.message : '加载失败' }),
    )
    return () => {
      current = false
    }
  }, [key, enabled])

  return state
}
