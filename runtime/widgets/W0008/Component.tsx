import { useState, type CSSProperties, type FormEvent } from 'react'
import { searchHref } from '../../components/header/search-href.ts'
import { linkAddress } from '../shared/link-href.ts'
import { useWidgetNavigate } from '../shared/navigation.tsx'
import type { MenuEntry } from '../../../schemas/entries.ts'
import type { W0008 as W0008Settings } from '../../../schemas/widgets/W0008.ts'
import { SEARCH_HEIGHT } from '../../../schemas/widget-rules.ts'
import type { WidgetProps } from '../types.ts'
import { WidgetLink } from '../shared/WidgetLink.tsx'
import { searchHeight } from './search-height.ts'
import './w0008.css'

export type W0008Keyword = Partial<MenuEntry> & { href?: string }

export type { W0008Settings }

/**
 * Search box with optional button and hot keywords. wgtTheme colours the border and button,
 * wgtTextColor the button text, wgtTextColor2 the idle text and placeholder; focused, the text
 * takes wgtTextColor1 and the box widens to focusWidth (when set). Enter or the button opens
 * /items?keywords=... in render mode only; the focus look is off in design mode, where clicking
 * the box means selecting the widget.
 */
export function W0008({ settings, data, mode }: WidgetProps<W0008Settings, W0008Keyword[] | undefined>) {
  const navigate = useWidgetNavigate()
  const [focused, setFocused] = useState(false)
  const keywords = (data ?? []).filter((keyword) => keyword.title)
  const showFocus = focused && mode !== 'design'
  const style = {
    height: searchHeight(keywords.length),
    '--mf-w0008-theme': settings.wgtTheme || undefined,
    '--mf-w0008-button-text': settings.wgtTextColor || undefined,
    '--mf-w0008-focus-text': settings.wgtTextColor1 || undefined,
    '--mf-w0008-text': settings.wgtTextColor2 || undefined,
  } as CSSProperties
  const formStyle: CSSProperties = {
    height: SEARCH_HEIGHT,
    width: showFocus && settings.focusWidth > 0 ? settings.focusWidth : undefined,
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mode !== 'render') return
    const value = new FormData(event.currentTarget).get('keywords')
    navigate(searchHref(typeof value === 'string' ? value : ''))
  }

  return (
    <div className="mf-w0008" style={style}>
      <form
        className={`mf-w0008__form${showFocus ? ' is-focused' : ''}`}
        style={formStyle}
        role="search"
        onSubmit={submit}
      >
        <input
          className="mf-w0008__input"
          type="search"
          name="keywords"
          placeholder={settings.placeholder || '搜索商品'}
          aria-label="搜索商品"
          autoComplete="off"
          maxLength={50}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
        {settings.isShowBtn !== false && (
          <button className="mf-w0008__button" type="submit">
            搜索
          </button>
        )}
      </form>
      {keywords.length > 0 && (
        <ul className="mf-w0008__hot" aria-label="热门搜索">
          {keywords.map((keyword, i) => (
            <li key={`${i}-${keyword.title}`}>
              <WidgetLink
                className="mf-w0008__hot-link"
                mode={mode}
                href={linkAddress(keyword) ?? searchHref(keyword.title ?? '')}
              >
                {keyword.title}
              </WidgetLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
