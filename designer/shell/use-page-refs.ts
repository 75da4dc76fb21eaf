import { useEffect, useState } from 'react'
import type { PageRef } from '../../schemas/draft-problems.ts'
import { designerApi } from '../api/client.ts'

/**
 * The shop's pages as the draft rules' link checks read them (unpublished, deleted, this page).
 * Loaded with the editor and again when the window regains focus (another tab may have published
 * or deleted a page); undefined until loaded, so the link checks wait rather than guess.
 */
export function usePageRefs(templateId: number | null): PageRef[] | undefined {
  const [pages, setPages] = useState<PageRef[]>()

  useEffect(() => {
    if (templateId === null) return
    let live = true
    const load = () =>
      designerApi.templates().then(
        (answer) => {
          if (!live) return
          setPages(
            answer.list.map(({ id, theme_pc_template_id, template_title, published }) => ({
              id,
              theme_pc_template_id,
              template_title,
              published,
            })),
          )
        },
        // Without the list the link checks are skipped; every other rule still runs.
        () => undefined,
      )
    void load()
    window.addEventListener('focus', load)
    return () => {
      live = false
      window.removeEventListener('focus', load)
    }
  }, [templateId])

  return pages
}
