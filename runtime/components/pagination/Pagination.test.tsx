// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { Pagination } from './Pagination.tsx'

afterEach(cleanup)

const pageLabels = () => screen.getAllByRole('button', { name: /^第\d+页$/ }).map((el) => el.getAttribute('aria-label'))

describe('Pagination', () => {
  it('shows three pages around the current one and marks it current', () => {
    render(<Pagination current={5} total={100} onChange={() => {}} />)
    expect(pageLabels()).toEqual(['第4页', '第5页', '第6页'])
    expect(screen.getByRole('button', { name: '第5页' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('button', { name: '第4页' }).getAttribute('aria-current')).toBeNull()
    expect(screen.getByText(/共/).textContent).toBe('共 10 页')
  })

  it('clamps a page past the end to the last page', () => {
    render(<Pagination current={40} total={95} pageSize={18} onChange={() => {}} />)
    expect(pageLabels()).toEqual(['第4页', '第5页', '第6页'])
    expect(screen.getByRole('button', { name: '第6页' }).getAttribute('aria-current')).toBe('page')
    expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('reports the chosen page and steps with 上一页 / 下一页', () => {
    const onChange = vi.fn()
    render(<Pagination current={1} total={30} onChange={onChange} />)
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: '第3页' }))
    fireEvent.click(screen.getByRole('button', { name: '下一页' }))
    fireEvent.click(screen.getByRole('button', { name: '第1页' }))
    expect(onChange.mock.calls).toEqual([[3], [2]])
  })

  it('renders nothing until there is more than one page', () => {
    const { container, rerender } = render(<Pagination current={1} total={0} onChange={() => {}} />)
    expect(container.innerHTML).toBe('')
    rerender(<Pagination current={1} total={10} onChange={() => {}} />)
    expect(container.innerHTML).toBe('')
  })

  it('renders links when given page addresses', () => {
    render(
      <MemoryRouter>
        <Pagination current={2} total={54} pageSize={18} pageHref={(page) => `/items?page=${page}`} />
      </MemoryRouter>,
    )
    const current = screen.getByRole('link', { name: '第2页' })
    expect(current.getAttribute('href')).toBe('/items?page=2')
    expect(current.getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: '下一页' }).getAttribute('href')).toBe('/items?page=3')
    expect(screen.getByRole('link', { name: '上一页' }).getAttribute('href')).toBe('/items?page=1')
  })
})
