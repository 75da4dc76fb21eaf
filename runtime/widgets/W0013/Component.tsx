import { useCallback, useEffect, useRef, useState } from 'react'
import { useInRouterContext, useLocation } from 'react-router-dom'
import type { W0013 as W0013Settings } from '../../../schemas/widgets/W0013.ts'
import { SCROLL_OFFSET } from '../../../schemas/widget-rules.ts'
import { WidgetLink } from '../shared/WidgetLink.tsx'
import type { WidgetMode, WidgetProps } from '../types.ts'
import { activeEntryIndex, type NavEntry } from './active-entry.ts'
import './w0013.css'

export type { W0013Settings }

/** Each arrow click moves the list by the scroller offset (spec 2.9: 50 px). */
export const SCROLL_STEP = SCROLL_OFFSET

interface Bar {
  left: number
  width: number
}

interface ScrollNavProps extends WidgetProps<W0013Settings, NavEntry[]> {
  route: { pathname: string; search: string } | null
}

function ScrollNav({ settings, data, mode, route }: ScrollNavProps) {
  const entries = data ?? []
  const routeIndex = activeEntryIndex(entries, route?.pathname ?? null, route?.search)
  const [active, setActive] = useState(routeIndex)
  const [step, setStep] = useState(0)
  const [maxOffset, setMaxOffset] = useState(0)
  const [bar, setBar] = useState<Bar | null>(null)
  const viewportRef = useRef<HTMLDivElement>(null)
  const listRef = useRef<HTMLUListElement>(null)

  useEffect(() => setActive(routeIndex), [routeIndex])

  const measure = useCallback(() => {
    const viewport = viewportRef.current
    const list = listRef.current
    if (!viewport || !list) return
    setMaxOffset(Math.max(0, list.scrollWidth - viewport.clientWidth))
    const item = active >= 0 ? list.children.item(active) : null
    setBar(item instanceof HTMLElement ? { left: item.offsetLeft, width: item.offsetWidth } : null)
  }, [active])

  // biome-ignore lint/correctness/useExhaustiveDependencies: the entry count changes the list's width, which must be measured again.
  useEffect(() => {
    measure()
    if (typeof ResizeObserver === 'undefined' || !viewportRef.current) return
    const observer = new ResizeObserver(measure)
    observer.observe(viewportRef.current)
    return () => observer.disconnect()
  }, [measure, entries.length])

  // Brings the route's entry into view once the sizes are known.
  useEffect(() => {
    const item = routeIndex >= 0 ? listRef.current?.children.item(routeIndex) : null
    if (!(item instanceof HTMLElement) || maxOffset === 0) return
    const wanted = Math.min(item.offsetLeft, maxOffset)
    setStep(Math.ceil(wanted / SCROLL_STEP))
  }, [routeIndex, maxOffset])

  const offset = Math.min(step * SCROLL_STEP, maxOffset)
  const atStart = step === 0
  const atEnd = offset >= maxOffset
  const theme = settings.wgtTheme || '#479EE9'

  return (
    <nav className="mf-w0013" aria-label="滚动导航" style={{ color: settings.wgtTextColor || undefined }}>
      <button
        type="button"
        className="mf-w0013__arrow"
        aria-label="上一项"
        disabled={atStart}
        onClick={() => setStep((s) => Math.max(0, s - 1))}
      >
        ‹
      </button>
      <div ref={viewportRef} className="mf-w0013__viewport">
        <ul ref={listRef} className="mf-w0013__list" style={{ transform: `translateX(${-offset}px)` }}>
          {entries.map((entry, index) => (
            <NavItem
              key={index}
              entry={entry}
              mode={mode}
              active={index === active}
              theme={theme}
              onPick={() => setActive(index)}
            />
          ))}
        </ul>
        {bar && (
          <span
            className="mf-w0013__bar"
            data-testid="w0013-bar"
            aria-hidden="true"
            style={{ left: bar.left - offset, width: bar.width, backgroundColor: theme }}
          />
        )}
      </div>
      <button
        type="button"
        className="mf-w0013__arrow"
        aria-label="下一项"
        disabled={atEnd}
        onClick={() => setStep((s) => (Math.min(s * SCROLL_STEP, maxOffset) >= maxOffset ? s : s + 1))}
      >
        ›
      </button>
    </nav>
  )
}

function NavItem({
  entry,
  mode,
  active,
  theme,
  onPick,
}: {
  entry: NavEntry
  mode: WidgetMode
  active: boolean
  theme: string
  onPick: () => void
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is caught from the link inside, which is the focusable, keyboard-operable control.
    <li
      className={`mf-w0013__item${active ? ' is-active' : ''}`}
      onClick={onPick}
      aria-current={active ? 'page' : undefined}
    >
      <WidgetLink
        mode={mode}
        link={entry.pathData}
        className="mf-w0013__link"
        style={active ? { color: theme } : undefined}
      >
        {entry.title || entry.pathData?.title || ''}
      </WidgetLink>
    </li>
  )
}

function RoutedScrollNav(props: WidgetProps<W0013Settings, NavEntry[]>) {
  const { pathname, search } = useLocation()
  return <ScrollNav {...props} route={{ pathname, search }} />
}

/**
 * W0013 scroll navigation: a horizontal list of links between previous/next arrows. The entry
 * matching the current route is highlighted and scrolled to; clicking an entry moves the bar.
 * Outside a router (e.g. a bare designer canvas) no entry is the current route.
 */
export function W0013(props: WidgetProps<W0013Settings, NavEntry[]>) {
  return useInRouterContext() ? <RoutedScrollNav {...props} /> : <ScrollNav {...props} route={null} />
}
