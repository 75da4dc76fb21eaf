import { useEffect, useState } from 'react'
import type { DesignerTemplate } from '../../../schemas/api/designer.ts'
import type { LayoutData } from '../../../schemas/layout.ts'
import type { PageDescriptor } from '../../../schemas/descriptor.ts'
import { createPagesApi } from '../../../runtime/routing/pages-api.ts'
import { designerApi } from '../../api/client.ts'
import type { Doc } from '../../store/types.ts'

/** Undo/redo still work in preview; a burst of them resolves once. */
const RESOLVE_DEBOUNCE_MS = 300

/** What the preview stage shows of a descriptor: the frame around it comes from the layout. */
export type PreviewDescriptor = Pick<PageDescriptor, 'page' | 'seo' | 'widgets'>

export type PreviewState =
  | { kind: 'loading'; previous: { layout: LayoutData; descriptor: PreviewDescriptor } | null }
  | { kind: 'ready'; layout: LayoutData; descriptor: PreviewDescriptor }
  | { kind: 'failed'; message: string }

/**
 * The draft resolved with live data as a guest would get it, and the site frame around it. For
 * the home page the frame's page settings are the draft's own (the storefront takes them from
 * the published home page).
 */
export function usePreview(template: DesignerTemplate, doc: Doc, attempt: number): PreviewState {
  const [layout, setLayout] = useState<LayoutData | null>(null)
  const [state, setState] = useState<PreviewState>({ kind: 'loading', previous: null })

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger: a new attempt fetches the frame again.
  useEffect(() => {
    let live = true
    createPagesApi()
      .get<LayoutData>('layout')
      .then(
        (frame) => live && setLayout(frame),
        (error: unknown) =>
          live && setState({ kind: 'failed', message: error instanceof Error ? error.message : '加载失败' }),
      )
    return () => {
      live = false
    }
  }, [attempt])

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger: a new attempt resolves the draft again.
  useEffect(() => {
    if (!layout) return
    let live = true
    setState((current) => ({
      kind: 'loading',
      previous: current.kind === 'ready' ? current : current.kind === 'loading' ? current.previous : null,
    }))
    const timer = setTimeout(() => {
      designerApi.resolve(template.id, doc).then(
        (resolved) => {
          if (!live) return
          const page = resolved.page as PageDescriptor['page']
          const descriptor: PreviewDescriptor = {
            page,
            seo: { ...layout.seo, title: template.page_name === 'index' ? layout.seo.title : template.template_title },
            widgets: resolved.widgets as PageDescriptor['widgets'],
          }
          const frame = template.page_name === 'index' ? { ...layout, page } : layout
          setState({ kind: 'ready', layout: frame, descriptor })
        },
        (error: unknown) =>
          live && setState({ kind: 'failed', message: error instanceof Error ? error.message : '加载失败' }),
      )
    }, RESOLVE_DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [layout, doc, template, attempt])

  return state
}
