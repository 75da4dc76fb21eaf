// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { w0011Defaults, type W0011 as W0011Settings } from '../../../schemas/widgets/W0011.ts'
import { link } from '../test-fixtures.ts'
import { W0011, textHeight } from './index.ts'
import { PRICE_COLOR } from '../../../schemas/brand-colors.ts'

afterEach(cleanup)

const settings = (overrides: Partial<W0011Settings> = {}): W0011Settings => ({
  ...w0011Defaults,
  uuid: 'text',
  ...overrides,
})

describe('textHeight', () => {
  it('is floor(fontSize / 0.6)', () => {
    expect(textHeight(14)).toBe(23)
    expect(textHeight(12)).toBe(20)
    expect(textHeight(18)).toBe(30)
    expect(textHeight(0)).toBe(0)
  })
})

describe('W0011 text', () => {
  it('applies its font and colour settings', () => {
    const { container } = render(
      <W0011
        settings={settings({
          text: '限时特惠',
          fontSize: 20,
          textAlign: 'center',
          fontWeight: 'bold',
          fontStyle: 'italic',
          textDecoration: 'underline',
          color: PRICE_COLOR,
          backgroundColor: '#ffffff',
        })}
        data={[]}
        mode="render"
      />,
    )
    const style = container.querySelector<HTMLElement>('.mf-w0011')!.style
    expect(container.textContent).toBe('限时特惠')
    expect([style.fontSize, style.textAlign, style.fontWeight, style.fontStyle, style.textDecoration]).toEqual([
      '20px',
      'center',
      'bold',
      'italic',
      'underline',
    ])
    expect([style.color, style.backgroundColor]).toEqual(['rgb(255, 0, 54)', 'rgb(255, 255, 255)'])
  })

  it('lets the foreground colour win over the colour', () => {
    const { container } = render(
      <W0011 settings={settings({ color: '#333333', foregroundColor: '#00ff00' })} data={[]} mode="render" />,
    )
    expect(container.querySelector<HTMLElement>('.mf-w0011')!.style.color).toBe('rgb(0, 255, 0)')
  })

  it('is a link when its data holds one, navigating in render mode only', () => {
    const { rerender } = render(
      <W0011 settings={settings({ text: '去看看' })} data={[link('/items?cat_id=2')]} mode="render" />,
    )
    expect(screen.getByRole('link', { name: '去看看' }).getAttribute('href')).toBe('/items?cat_id=2')
    rerender(<W0011 settings={settings({ text: '去看看' })} data={[link('/items?cat_id=2')]} mode="design" />)
    expect(screen.getByText('去看看').hasAttribute('href')).toBe(false)
  })
})
