import { useCallback, useEffect, useState } from 'react'
import type { PreviewLink } from '../../../schemas/api/preview-links.ts'
import { previewLinksApi } from './api.ts'

export type LinksState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; list: PreviewLink[] }

const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback)

/** A page's live preview links while the dialog is open, read again after each change. */
export function usePreviewLinks(templateId: number, open: boolean) {
  const [state, setState] = useState<LinksState>({ kind: 'loading' })
  const reload = useCallback(async () => {
    try {
      const { list } = await previewLinksApi.list(templateId)
      setState({ kind: 'ready', list })
    } catch (error) {
      setState({ kind: 'failed', message: messageOf(error, '预览链接读取失败') })
    }
  }, [templateId])
  useEffect(() => {
    if (!open) return
    setState({ kind: 'loading' })
    void reload()
  }, [open, reload])
  return { state, reload }
}
