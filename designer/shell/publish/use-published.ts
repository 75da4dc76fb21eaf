import { useEffect, useState } from 'react'
import { designerApi } from '../../api/client.ts'
import { asDoc } from '../../store/doc.ts'
import type { Doc } from '../../store/types.ts'

/** The published version of a page as a document: loading, failed, or loaded (null: never published). */
export type PublishedState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; doc: Doc | null }

/**
 * What shoppers see now (GET templates/:id/published), for the publish summary and 放弃草稿.
 * Loaded again when the page's published version changes (after a publish).
 */
export function usePublished(templateId: number, version: number, published: boolean): PublishedState {
  const [state, setState] = useState<PublishedState>({ kind: 'loading' })

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new published version is the reload trigger.
  useEffect(() => {
    let live = true
    if (!published) {
      setState({ kind: 'ready', doc: null })
      return
    }
    setState({ kind: 'loading' })
    designerApi.published(templateId).then(
      (answer) => {
        if (live) setState({ kind: 'ready', doc: answer ? asDoc(answer.config) : null })
      },
      () => {
        if (live) setState({ kind: 'failed' })
      },
    )
    return () => {
      live = false
    }
  }, [templateId, version, published])

  return state
}
