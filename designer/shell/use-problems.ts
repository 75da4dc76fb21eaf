import { useEffect, useState } from 'react'
import type { Problem } from '../../schemas/api/designer.ts'
import { draftProblems } from '../../schemas/draft-problems.ts'
import type { Doc } from '../store/types.ts'

/** Validating a large page takes a few milliseconds: re-check once typing pauses, not per key. */
export const PROBLEMS_DEBOUNCE_MS = 300

/** The draft's schema problems, recomputed shortly after each change (the first time at once). */
export function useProblems(doc: Doc | null): Problem[] {
  const [problems, setProblems] = useState<Problem[]>(() => (doc ? draftProblems(doc) : []))
  const [checked, setChecked] = useState(doc)

  useEffect(() => {
    if (doc === checked) return
    if (!doc) {
      setProblems([])
      setChecked(doc)
      return
    }
    const delay = checked === null ? 0 : PROBLEMS_DEBOUNCE_MS
    const timer = setTimeout(() => {
      setProblems(draftProblems(doc))
      setChecked(doc)
    }, delay)
    return () => clearTimeout(timer)
  }, [doc, checked])

  return problems
}
