// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { Breadcrumb } from './Breadcrumb.tsx'

describe('Breadcrumb', () => {
  it('links every step but the last, which is the current page', () => {
    render(
      <MemoryRouter>
        <Breadcrumb
          items={[
            { title: '首页', href: '/' },
            { title: '公司新闻', href: '/news' },
            { title: '新品发布', href: '/article/detail/1' },
          ]}
        />
      </MemoryRouter>,
    )
    const nav = screen.getByRole('navigation', { name: '面包屑' })
    expect(nav.querySelectorAll('a')).toHaveLength(2)
    expect(screen.getByRole('link', { name: '公司新闻' }).getAttribute('href')).toBe('/news')
    expect(screen.getByText('新品发布').getAttribute('aria-current')).toBe('page')
  })
})
