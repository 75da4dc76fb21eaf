import { useId, useState } from 'react'
import { GOODS_LIMITS } from '../../../schemas/goods-rules.ts'

/** 商品标签: the tags as chips with ×, and an input adding one on Enter or 添加. */
export function TagsInput({
  tags,
  error,
  onChange,
}: {
  tags: string[]
  error?: string
  onChange: (tags: string[]) => void
}) {
  const [text, setText] = useState('')
  const id = useId()
  const full = tags.length >= GOODS_LIMITS.tagsMax

  function add() {
    const tag = text.trim()
    if (!tag || full) return
    if (!tags.includes(tag)) onChange([...tags, tag])
    setText('')
  }

  return (
    <div className="dz-field">
      <label className="dz-field__label" htmlFor={id}>
        商品标签
      </label>
      <div className="gd-tags">
        {tags.map((tag) => (
          <span key={tag} className="gd-tag">
            {tag}
            <button
              type="button"
              className="gd-tag__x"
              aria-label={`删除标签 ${tag}`}
              onClick={() => onChange(tags.filter((other) => other !== tag))}
            >
              ×
            </button>
          </span>
        ))}
        <input
          id={id}
          className="dz-input gd-tags__input"
          value={text}
          maxLength={GOODS_LIMITS.tagMax}
          disabled={full}
          placeholder={full ? `最多${GOODS_LIMITS.tagsMax}个标签` : '输入标签后回车'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-help`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              add()
            }
          }}
        />
        <button type="button" className="dz-btn" disabled={full || !text.trim()} onClick={add}>
          添加
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="dz-field__error">
          {error}
        </p>
      ) : (
        <p id={`${id}-help`} className="dz-field__help">
          如 新品、包邮，最多{GOODS_LIMITS.tagsMax}个，每个不超过{GOODS_LIMITS.tagMax}个字
        </p>
      )}
    </div>
  )
}
