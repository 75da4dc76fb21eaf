// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { Button } from './Button.tsx'
import { LinkButton } from './LinkButton.tsx'

afterEach(cleanup)

describe('Button', () => {
  it('is a plain, non-submitting default button unless told otherwise', () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>确定</Button>)
    const button = screen.getByRole('button', { name: '确定' })
    expect(button.getAttribute('type')).toBe('button')
    expect(button.className).toBe('mf-button mf-button--default')
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('maps type, size, long and htmlType', () => {
    render(
      <Button type="primary" size="large" long htmlType="submit" className="extra">
        提交
      </Button>,
    )
    const button = screen.getByRole('button', { name: '提交' })
    expect(button.getAttribute('type')).toBe('submit')
    expect(button.className.split(' ')).toEqual([
      'mf-button',
      'mf-button--primary',
      'mf-button--large',
      'mf-button--long',
      'extra',
    ])
  })

  it('does not fire when disabled', () => {
    const onClick = vi.fn()
    render(
      <Button type="error" disabled onClick={onClick}>
        删除
      </Button>,
    )
    fireEvent.click(screen.getByRole('button', { name: '删除' }))
    expect(onClick).not.toHaveBeenCalled()
  })
})

describe('LinkButton', () => {
  it('is a link with the button look', () => {
    render(
      <MemoryRouter>
        <LinkButton to="/auth/login" type="primary" size="small">
          登录
        </LinkButton>
      </MemoryRouter>,
    )
    const link = screen.getByRole('link', { name: '登录' })
    expect(link.getAttribute('href')).toBe('/auth/login')
    expect(link.className).toBe('mf-button mf-button--primary mf-button--small')
  })
})
