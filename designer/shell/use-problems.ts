import { useEffect, useMemo, useState } from 'react'
import type { Problem } from '../../schemas/api/designer.ts'
import type { ProblemContext } from '../../schemas/draft-problems.ts'
import { useEditor } from '../store/editor-store.ts'
import type { Doc } from '../store/types.ts'
import { pageProblems, prepareProblems } from './page-problems.ts'
import { useClipReports } from './use-clip-reports.ts'
import { usePageRefs } from './use-page-refs.ts'

/** Validating a large page takes a few milliseconds: re-check once typing pauses, not per key. */
export const PROBLEMS_DEBOUNCE_MS = 300

interface Checked {
  doc: Doc | null
  context: ProblemContext
  check: ProblemCheck
}

/** How a document is checked: a page's draft rules, or a header/footer's own (designer/frame). */
export type ProblemCheck = (doc: Doc, context: ProblemContext) => Problem[]

/**
 * The draft's problems (errors and warnings, schemas/draft-problems.ts), recomputed shortly after
 * each change of the document (the first time at once) and at once when the page list or the
 * canvas's clip reports change. Null until the first check is done: it runs after the editor is
 * drawn, its widgets checked a slice at a time (page-problems.ts), so a big page opens without
 * waiting for it.
 */
export function useProblems(doc: Doc | null, check: ProblemCheck = pageProblems): Problem[] | null {
  const templateId = useEditor((state) => state.templateId)
  const pages = usePageRefs(templateId)
  const clipped = useClipReports()
  const context = useMemo<ProblemContext>(
    () => ({ templateId: templateId ?? undefined, pages, clipped }),
    [templateId, pages, clipped],
  )
  const [problems, setProblems] = useState<Problem[] | null>(doc ? null : [])
  const [checked, setChecked] = useState<Checked>({ doc: null, context, check })

  useEffect(() => {
    if (doc === checked.doc && context === checked.context && check === checked.check) return
    if (!doc) {
      setProblems([])
      setChecked({ doc, context, check })
      return
    }
    const delay = checked.doc === null || doc === checked.doc ? 0 : PROBLEMS_DEBOUNCE_MS
    let cancelled = false
    const timer = setTimeout(async () => {
      await prepareProblems(doc, () => cancelled)
      if (cancelled) return
      setProblems(check(doc, context))
      setChecked({ doc, context, check })
    }, delay)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [doc, context, check, checked])

  return problems
}
