import { pageHints } from '../../schemas/hints/index.ts'
import { PageSettings as PageSettingsSchema } from '../../schemas/page.ts'
import { useEditor } from '../store/editor-store.ts'
import { SchemaForm } from './SchemaForm.tsx'
import { WidgetList } from './WidgetList.tsx'

/** The 页面设置 tab: the page's colours and merchant switch, then its widget list. */
export function PageSettings() {
  const page = useEditor((state) => state.doc.page)
  const count = useEditor((state) => state.doc.widgets.length)
  return (
    <>
      <SchemaForm target="page" value={page} schema={PageSettingsSchema} hints={pageHints} tab="settings" />
      <details className="dzi-section" open>
        <summary className="dzi-section__title">
          页面挂件<span className="dzi-section__count">{count}</span>
        </summary>
        <div className="dzi-section__body">
          <WidgetList />
        </div>
      </details>
    </>
  )
}
