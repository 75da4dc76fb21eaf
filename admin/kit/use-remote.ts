import { useCallback, useEffect, useRef, useState } from 'react'
import { sessionEnded } from '../shell/access.ts'

export interface Remote<T> {
  data: T | undefined
  loading: boolean
  error: string
  reload: () => void
}

/**
 * Loads what a page shows and loads it again when `key` changes (filters, page) or on `reload()`.
 * An answer that arrives after a newer request is dropped; a 401 sends the operator to sign-in.
 */
export function useRemote<T>(load: () => Promise<T>, key: string): Remote<T> {
  const [data, setData] = useState<T>()
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState('')
  const [round, setRound] = useState(0)
  const latest = useRef(0)
  const loader = useRef(load)
  loader.current = load

  // biome-ignore lint/correctness/useExhaustiveDependencies: key and round say when to load again
  useEffect(() => {
    const ticket = ++latest.current
    setLoading(true)
    loader.current().then(
      (answer) => {
        if (ticket !== latest.current) return
        setData(answer)
        setError('')
        setLoading(false)
      },
      (failure: unknown) => {
        if (ticket !== latest.current || sessionEnded(failure)) return
        setError(failure instanceof Error ? failure.message : '加载失败')
        setLoading(false)
      },
    )
  }, [key, round])

  return { data, loading, error, reload: useCallback(() => setRound((n) => n + 1), []) }
}
