import type { CSSProperties } from 'react'
import { themeVariables } from '../../../schemas/brand-colors.ts'
import type { WidgetMode } from '../../widgets/types.ts'
import { PageCategoriesProvider } from '../../widgets/page-categories.ts'
import { WidgetRenderer } from '../../widgets/WidgetRenderer.tsx'
import type { PageDescriptor } from './descriptor.ts'
import './descriptor-stage.css'

/**
 * A designed page (home, custom or product page): its widgets laid out on the 1190px stage over
 * the page's background colour, with the page's theme colour for the widgets inside. The
 * designer's preview shows the same stage in 'preview' mode (links inert).
 */
export function DescriptorStage({
  descriptor,
  heading,
  mode = 'render',
}: {
  descriptor: Pick<PageDescriptor, 'page' | 'widgets' | 'categories'>
  heading: string
  mode?: WidgetMode
}) {
  const { backgroundColor, themeColor } = descriptor.page
  const style = { backgroundColor, ...themeVariables(themeColor) } as CSSProperties
  return (
    <div className="mf-descriptor-page" style={style}>
      <h1 className="mf-visually-hidden">{heading}</h1>
      <PageCategoriesProvider value={descriptor.categories}>
        <WidgetRenderer widgets={descriptor.widgets} mode={mode} />
      </PageCategoriesProvider>
    </div>
  )
}
