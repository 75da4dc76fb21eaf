// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { w0005Defaults } from '../../../schemas/widgets/W0005.ts'
import { goodsList } from '../test-goods.ts'
import { W0005, type W0005Tab } from './Component.tsx'

afterEach(cleanup)

const settings = { ...w0005Defaults, uuid: 'showcase', text: '精选好物' }
const tabs: W0005Tab[] = [
  { text: '手机', data: goodsList(9, '手机') },
  { text: '电脑', data: goodsList(3, '电脑') },
]

const visiblePanel = () => screen.getByRole('tabpanel')

describe('W0005 goods showcase with tabs', () => {
  it('shows the first tab at first, with its first 7 goods', () => {
    render(<W0005 settings={settings} data={tabs} mode="render" />)
    expect(screen.getByRole('tab', { name: '手机' }).getAttribute('aria-selected')).toBe('true')
    expect(visiblePanel().querySelectorAll('a')).toHaveLength(7)
    expect(visiblePanel().textContent).toContain('手机1')
    const hiddenPanel = document.getElementById(
      screen.getByRole('tab', { name: '电脑' }).getAttribute('aria-controls')!,
    )!
    expect(hiddenPanel.hidden).toBe(true)
    expect(hiddenPanel.children, 'a hidden tab panel holds no goods').toHaveLength(0)
  })

  it('switches to a tab when it is hovered', () => {
    render(<W0005 settings={settings} data={tabs} mode="render" />)
    fireEvent.mouseEnter(screen.getByRole('tab', { name: '电脑' }))
    expect(screen.getByRole('tab', { name: '电脑' }).getAttribute('aria-selected')).toBe('true')
    expect(visiblePanel().textContent).toContain('电脑1')
    expect(visiblePanel().getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: '电脑' }).id)
  })

  it('switches to a tab when it gets focus, and arrows move the focus', () => {
    render(<W0005 settings={settings} data={tabs} mode="render" />)
    fireEvent.focus(screen.getByRole('tab', { name: '电脑' }))
    expect(visiblePanel().textContent).toContain('电脑1')
    screen.getByRole('tab', { name: '电脑' }).focus()
    fireEvent.keyDown(screen.getByRole('tab', { name: '电脑' }), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '手机' }))
    expect(visiblePanel().textContent).toContain('手机1')
  })

  it('shows the first goods with a 400 px image and the others with 150 px', () => {
    render(<W0005 settings={settings} data={tabs} mode="render" />)
    const sizes = [...visiblePanel().querySelectorAll('img')].map((img) => img.getAttribute('width'))
    expect(sizes).toEqual(['400', '150', '150', '150', '150', '150', '150'])
  })
})
