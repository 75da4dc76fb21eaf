import type { CSSProperties } from 'react'
import { WidgetRenderer } from '../../widgets/WidgetRenderer.tsx'
import type { PageDescriptor } from './descriptor.ts'
import './descriptor-stage.css'

/**
 * A designed page (home, custom or product page): its widgets laid out on the 1190px stage over
 * the page's background colour, with the page's theme colour for the widgets inside.
 */
export function DescriptorStage({ descriptor, heading }: { descriptor: PageDescriptor; heading: string }) {
  const { backgroundColor, themeColor } = descriptor.page
  const style = { backgroundColor, '--mf-theme': themeColor } as CSSProperties
  return (
    <div className="mf-descriptor-page" style={style}>
      <h1 className="mf-visually-hidden">{heading}</h1>
      <WidgetRenderer widgets={descriptor.widgets} mode="render" />
    </div>
  )
}
