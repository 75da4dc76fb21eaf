// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { firstOf, useSteppedCount } from './use-stepped-count.ts'

function List({ items, atLeast = 0 }: { items: number[]; atLeast?: number }) {
  const count = useSteppedCount(items.length, atLeast)
  return (
    <ol>
      {firstOf(items, count).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ol>
  )
}

const range = (length: number) => Array.from({ length }, (_, index) => index)

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('useSteppedCount', () => {
  it('mounts a long list a step per task, top first, then every later item at once', async () => {
    vi.stubGlobal('IntersectionObserver', class {})
    const { rerender } = render(<List items={range(100)} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(48)
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(100))
    rerender(<List items={range(130)} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(130)
  })

  it('mounts at least the items asked for (a selected widget) from the start', () => {
    vi.stubGlobal('IntersectionObserver', class {})
    render(<List items={range(100)} atLeast={70} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(70)
  })

  it('mounts everything at once where the browser has no IntersectionObserver', () => {
    render(<List items={range(100)} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(100)
  })
})
