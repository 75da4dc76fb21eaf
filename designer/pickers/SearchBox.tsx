import { useState, type FormEvent } from 'react'
import { Button } from '../../runtime/components/button/Button.tsx'

export interface SearchBoxProps {
  label: string
  placeholder?: string
  onSearch: (keywords: string) => void
}

/** Keyword search of a picker: Enter or 搜索 submits the trimmed text. */
export function SearchBox({ label, placeholder, onSearch }: SearchBoxProps) {
  const [text, setText] = useState('')
  function submit(event: FormEvent) {
    event.preventDefault()
    onSearch(text.trim())
  }
  return (
    <form className="dzp-search" role="search" onSubmit={submit}>
      <input
        className="dzp-input dzp-search__input"
        type="search"
        aria-label={label}
        placeholder={placeholder ?? label}
        value={text}
        maxLength={50}
        onChange={(event) => setText(event.target.value)}
      />
      <Button htmlType="submit" type="primary">
        搜索
      </Button>
    </form>
  )
}
