import { useEffect, useId, useState } from 'react'
import { PickerDialog } from './PickerDialog.tsx'
import type { LinkData, LinkKind } from '../../schemas/link.ts'
import { CategoryLinkTab } from './link-tabs/CategoryLinkTab.tsx'
import { GoodsLinkTab } from './link-tabs/GoodsLinkTab.tsx'
import { PageLinkTab } from './link-tabs/PageLinkTab.tsx'
import { UrlLinkTab } from './link-tabs/UrlLinkTab.tsx'
import { LINK_KIND_LABELS, LINK_TAB_ORDER, isLinkKind, linkAddress, linkSummary, typedLink } from './link-kinds.ts'
import { Tabs } from './Tabs.tsx'

export interface LinkDialogProps {
  open: boolean
  value: LinkData | null
  onClose: () => void
  onConfirm: (link: LinkData) => void
}

const TABS = LINK_TAB_ORDER.map((key) => ({ key, label: LINK_KIND_LABELS[key] }))

const typedText = (link: LinkData | null, kind: 'customer' | 'href') =>
  link?.linkPage === kind ? (link.url ?? link.href ?? '') : ''

/** 选择链接: one tab per link kind of spec 2.9; 确定 emits the picked LinkData once. */
export function LinkDialog({ open, value, onClose, onConfirm }: LinkDialogProps) {
  const idPrefix = useId().replace(/:/g, '')
  const [kind, setKind] = useState<LinkKind>('goods')
  const [picked, setPicked] = useState<LinkData | null>(null)
  const [texts, setTexts] = useState({ customer: '', href: '' })
  const [error, setError] = useState<string | null>(null)

  // Starts from the field's link each time the dialog opens; choices stay local until 确定.
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts from the field's link on opening only; later changes must not overwrite the local choice.
  useEffect(() => {
    if (!open) return
    setKind(value && isLinkKind(value.linkPage) ? value.linkPage : 'goods')
    setPicked(value && isLinkKind(value.linkPage) ? value : null)
    setTexts({ customer: typedText(value, 'customer'), href: typedText(value, 'href') })
    setError(null)
  }, [open])

  const typed = kind === 'customer' || kind === 'href'

  function confirm() {
    if (kind === 'customer' || kind === 'href') {
      const result = typedLink(kind, texts[kind])
      if ('error' in result) {
        setError(result.error)
        return
      }
      onConfirm(result.link)
      return
    }
    if (picked?.linkPage === kind) onConfirm(picked)
  }

  const current = typed ? null : picked?.linkPage === kind ? picked : null
  const canConfirm = typed ? texts[kind].trim() !== '' : current !== null

  return (
    <PickerDialog
      open={open}
      title="选择链接"
      width={760}
      height={600}
      picked={
        current ? (
          <>
            已选：{linkSummary(current)}
            <code className="dzp-dialog__address">{linkAddress(current)}</code>
          </>
        ) : null
      }
      canConfirm={canConfirm}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Tabs
        label="链接类型"
        tabs={TABS}
        active={kind}
        idPrefix={idPrefix}
        onChange={(next) => {
          setKind(next)
          setError(null)
        }}
      />
      <div
        id={`${idPrefix}-panel`}
        role="tabpanel"
        aria-labelledby={`${idPrefix}-tab-${kind}`}
        className="dzp-tabs__panel"
      >
        {kind === 'goods' && <GoodsLinkTab value={picked} onPick={setPicked} />}
        {(kind === 'category' || kind === 'maincategory') && (
          <CategoryLinkTab key={kind} kind={kind} value={picked} onPick={setPicked} />
        )}
        {kind === 'page' && <PageLinkTab value={picked} onPick={setPicked} />}
        {(kind === 'customer' || kind === 'href') && (
          <UrlLinkTab
            key={kind}
            kind={kind}
            text={texts[kind]}
            error={error}
            onText={(text) => {
              setTexts((previous) => ({ ...previous, [kind]: text }))
              setError(null)
            }}
            onSubmit={confirm}
          />
        )}
      </div>
    </PickerDialog>
  )
}
