import type { W0014 as W0014Settings } from '../../../schemas/widgets/W0014.ts'
import type { WidgetProps } from '../types.ts'
import type { ShowcaseTab } from '../shared/showcase/showcase.ts'
import { ShowcaseTabs } from '../shared/showcase/ShowcaseTabs.tsx'

export type { W0014Settings }

/** W0014 main-image showcase: tabs of goods, each tab's first goods drawn large. */
export function W0014({ settings, data, mode }: WidgetProps<W0014Settings, ShowcaseTab[]>) {
  return (
    <ShowcaseTabs
      uuid={settings.uuid}
      className={`mf-w0014${settings.wgtBorderRadius ? ' mf-showcase--rounded' : ''}`}
      title={settings.text || ''}
      tabs={data ?? []}
      mode={mode}
      look={{}}
      lead
      headStyle={{
        color: settings.wgtTextColor || undefined,
        backgroundColor: settings.wgtBackgroundColor || undefined,
      }}
    />
  )
}
