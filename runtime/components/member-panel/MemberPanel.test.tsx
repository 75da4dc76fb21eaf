// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { MemberEmpty } from './MemberEmpty.tsx'
import { MemberList } from './MemberList.tsx'
import { MemberPanel, PanelMoreLink } from './MemberPanel.tsx'

afterEach(cleanup)

describe('MemberPanel', () => {
  it('is a region named by its heading, with actions in the title row and an optional padded body', () => {
    const { container } = render(
      <MemoryRouter>
        <MemberPanel
          title="最近订单"
          actions={<PanelMoreLink to="/member/trade">查看全部订单 &gt;</PanelMoreLink>}
          body="mf-extra"
          className="mf-orders"
        >
          <p>内容</p>
        </MemberPanel>
      </MemoryRouter>,
    )
    const panel = screen.getByRole('region', { name: '最近订单' })
    expect(panel.className).toBe('mf-member-panel mf-orders')
    expect(screen.getByRole('heading', { level: 2, name: '最近订单' })).toBeTruthy()
    const more = screen.getByRole('link', { name: '查看全部订单 >' })
    expect(more.className).toBe('mf-member-panel__more')
    expect(more.getAttribute('href')).toBe('/member/trade')
    expect(container.querySelector('.mf-member-panel__body.mf-extra p')?.textContent).toBe('内容')
  })

  it('takes an h1, a fixed heading id, or a name without a heading', () => {
    render(
      <>
        <MemberPanel title="个人信息" level={1} titleId="mf-profile-title" />
        <MemberPanel label="订单状态">
          <p>已付款</p>
        </MemberPanel>
      </>,
    )
    const heading = screen.getByRole('heading', { level: 1, name: '个人信息' })
    expect(heading.id).toBe('mf-profile-title')
    expect(screen.getByRole('region', { name: '订单状态' }).querySelector('.mf-member-panel__head')).toBeNull()
  })
})

describe('MemberList and MemberEmpty', () => {
  it('lists the items, or shows the empty state with its way on', () => {
    const { rerender } = render(
      <MemoryRouter>
        <MemberList
          items={['甲', '乙']}
          itemKey={(item) => item}
          className="mf-grid"
          label="收藏的商品"
          empty={<MemberEmpty title="您还没有收藏商品" />}
        >
          {(item) => <span>{item}</span>}
        </MemberList>
      </MemoryRouter>,
    )
    const list = screen.getByRole('list', { name: '收藏的商品' })
    expect(list.className).toBe('mf-grid')
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['甲', '乙'])
    rerender(
      <MemoryRouter>
        <MemberList
          items={[] as string[]}
          itemKey={(item) => item}
          empty={
            <MemberEmpty
              title="您还没有收藏商品"
              hint="看到喜欢的商品，点击收藏"
              link={{ to: '/items', label: '去逛逛' }}
            />
          }
        >
          {(item) => <span>{item}</span>}
        </MemberList>
      </MemoryRouter>,
    )
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.getByText('您还没有收藏商品')).toBeTruthy()
    expect(screen.getByText('看到喜欢的商品，点击收藏')).toBeTruthy()
    expect(screen.getByRole('link', { name: '去逛逛' }).getAttribute('href')).toBe('/items')
  })

  it('hides the picture from assistive technology and takes one of the page’s own', () => {
    const { container } = render(<MemberEmpty title="暂无" icon={<svg data-testid="own" />} />)
    expect(container.querySelector('.mf-asset-empty__icon')?.getAttribute('aria-hidden')).toBe('true')
    expect(screen.getByTestId('own')).toBeTruthy()
  })
})
