export interface Change {
  direction: 'up' | 'down' | 'flat' | 'none'
  /** '↑ 12.5%', '↓ 3.0%', '持平', or '—' when the previous period had nothing to compare with. */
  text: string
  /** The same in words, for screen readers. */
  spoken: string
}

/** How a figure moved against the previous period of the same length. */
export function changeOf(current: number, previous: number): Change {
  if (previous === 0) {
    return current === 0
      ? { direction: 'flat', text: '持平', spoken: '与上期持平' }
      : { direction: 'none', text: '—', spoken: '上期为0，无法比较' }
  }
  const ratio = ((current - previous) / previous) * 100
  const percent = `${Math.abs(ratio).toFixed(1)}%`
  if (percent === '0.0%') return { direction: 'flat', text: '持平', spoken: '与上期持平' }
  return ratio > 0
    ? { direction: 'up', text: `↑ ${percent}`, spoken: `比上期上升${percent}` }
    : { direction: 'down', text: `↓ ${percent}`, spoken: `比上期下降${percent}` }
}
