// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { FaqGroup } from '../../api/content.ts'
import { FaqAccordion } from './FaqAccordion.tsx'

const groups: FaqGroup[] = [
  {
    node_id: 9,
    code: 'faq',
    name: '常见问题',
    faqs: [
      { article_id: 1, question: '下单后多久发货？', answer: '<p>24 小时内发货</p><script>alert(1)</script>' },
      { article_id: 2, question: '如何查看物流信息？', answer: '<p onclick="x()">订单详情中查看</p>' },
    ],
  },
]

afterEach(cleanup)

describe('FaqAccordion', () => {
  it('starts closed: each question is a button controlling its hidden answer region', () => {
    render(<FaqAccordion groups={groups} />)
    const button = screen.getByRole('button', { name: /下单后多久发货/ })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!
    expect(panel.hidden).toBe(true)
    expect(panel.getAttribute('role')).toBe('region')
    expect(panel.getAttribute('aria-labelledby')).toBe(button.id)
  })

  it('opens and closes an answer with its button, independently of the others', () => {
    render(<FaqAccordion groups={groups} />)
    const first = screen.getByRole('button', { name: /下单后多久发货/ })
    const second = screen.getByRole('button', { name: /如何查看物流信息/ })
    fireEvent.click(first)
    expect(first.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('region', { name: /下单后多久发货/ }).textContent).toBe('24 小时内发货')
    fireEvent.click(second)
    expect(first.getAttribute('aria-expanded')).toBe('true')
    expect(second.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(first)
    expect(first.getAttribute('aria-expanded')).toBe('false')
    expect(document.getElementById(first.getAttribute('aria-controls')!)!.hidden).toBe(true)
  })

  it('shows the answers sanitized', () => {
    const { container } = render(<FaqAccordion groups={groups} />)
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('[onclick]')).toBeNull()
  })
})
