import type { FormEvent } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { searchHref } from './search-href.ts'

export interface HeaderSearchProps {
  /** Text the box starts with (the keywords of the list being viewed). */
  defaultKeywords: string
  hotKeywords: string[]
}

/** Search box (240x36) with a 搜索 button; Enter or the button opens /items?keywords=. */
export function HeaderSearch({ defaultKeywords, hotKeywords }: HeaderSearchProps) {
  const navigate = useNavigate()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const keywords = new FormData(event.currentTarget).get('keywords')
    navigate(searchHref(typeof keywords === 'string' ? keywords : ''))
  }

  return (
    <div className="mf-header__search">
      <form className="mf-header__search-form" role="search" onSubmit={submit}>
        <input
          className="mf-header__search-input"
          type="search"
          name="keywords"
          defaultValue={defaultKeywords}
          placeholder="搜索商品"
          aria-label="搜索商品"
          autoComplete="off"
          maxLength={50}
        />
        <button className="mf-header__search-button" type="submit">
          搜索
        </button>
      </form>
      {hotKeywords.length > 0 && (
        <ul className="mf-header__hot" aria-label="热门搜索">
          {hotKeywords.slice(0, 5).map((word) => (
            <li key={word}>
              <Link className="mf-header__hot-link" to={searchHref(word)}>
                {word}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
