// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import { renderInFrame } from '../header/test-frame.tsx'
import { Footer } from './Footer.tsx'

afterEach(cleanup)

describe('Footer', () => {
  it('shows the services, the link columns and the legal line from the footer template', () => {
    renderInFrame(<Footer />)
    expect(screen.getByText('正品保障')).toBeTruthy()
    expect(screen.getByText('满99元包邮')).toBeTruthy()
    const columns = within(screen.getByRole('navigation', { name: '帮助中心' }))
    expect(columns.getByRole('heading', { name: '购物指南' })).toBeTruthy()
    expect(columns.getByRole('link', { name: '购物流程' }).getAttribute('href')).toBe('/article/faqs')
    expect(screen.getByText('© mallfront')).toBeTruthy()
    expect(screen.getByRole('link', { name: '京ICP备00000000号' })).toBeTruthy()
  })
})
