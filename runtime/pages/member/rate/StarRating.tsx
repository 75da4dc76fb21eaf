import { useRef, type KeyboardEvent } from 'react'

export const STAR_MAX = 5

/** What each score means, as Taobao words it. */
export const STAR_WORDS = ['非常差', '差', '一般', '好', '非常好'] as const

export interface StarRatingProps {
  value: number
  onChange: (value: number) => void
  /** The group's accessible name, e.g. 商品评分：{title}. */
  label: string
}

/** The score one key press leads to, or null for keys the group leaves alone. */
export function nextStar(value: number, key: string): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return value >= STAR_MAX ? 1 : value + 1
    case 'ArrowLeft':
    case 'ArrowDown':
      return value <= 1 ? STAR_MAX : value - 1
    case 'Home':
      return 1
    case 'End':
      return STAR_MAX
    default:
      return null
  }
}

/**
 * 1–5 stars as a radio group (WAI-ARIA radio pattern): one tab stop on the chosen star, arrow keys
 * move and choose, wrapping at the ends like native radios; each star is named 1星 … 5星.
 */
export function StarRating({ value, onChange, label }: StarRatingProps) {
  const stars = useRef<(HTMLButtonElement | null)[]>([])

  function choose(star: number) {
    onChange(star)
    stars.current[star - 1]?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = nextStar(value, event.key)
    if (next === null) return
    event.preventDefault()
    choose(next)
  }

  return (
    <span className="mf-stars">
      <span className="mf-stars__group" role="radiogroup" aria-label={label}>
        {Array.from({ length: STAR_MAX }, (_, index) => {
          const star = index + 1
          const checked = star === value
          return (
            <button
              key={star}
              ref={(node) => {
                stars.current[index] = node
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={`${star}星`}
              tabIndex={checked ? 0 : -1}
              className={`mf-stars__star${star <= value ? ' is-on' : ''}`}
              onClick={() => choose(star)}
              onKeyDown={onKeyDown}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path
                  d="M12 2.5l2.9 6.2 6.8.8-5 4.6 1.3 6.7L12 17.5l-6 3.3 1.3-6.7-5-4.6 6.8-.8z"
                  fill="currentColor"
                />
              </svg>
            </button>
          )
        })}
      </span>
      <span className="mf-stars__word" aria-hidden="true">
        {STAR_WORDS[value - 1]}
      </span>
    </span>
  )
}
