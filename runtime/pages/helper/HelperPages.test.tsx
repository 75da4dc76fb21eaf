// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import CartHelperPage from './CartHelperPage.tsx'
import type { HelpData } from './load-help.ts'
import MemberHelperPage from './MemberHelperPage.tsx'
import { helpArticle, helpArticles } from './test-help.ts'
import { pageRoute, renderSignedIn } from '../../stores/test-render.tsx'

afterEach(cleanup)

const data: HelpData = {
  topics: [
    { node_id: 6, name: '购物指南', articles: helpArticles[6]! },
    { node_id: 7, name: '支付方式', articles: helpArticles[7]! },
  ],
  article: helpArticle(70),
}

function renderAt(path: string, loaded: HelpData = data) {
  renderSignedIn(
    [
      pageRoute('/cart/helper', CartHelperPage, () => loaded),
      pageRoute('/member/helper', MemberHelperPage, () => loaded),
    ],
    path,
  )
}

describe('the help pages', () => {
  it('/cart/helper lists the topics and shows the article being read, sanitized', async () => {
    renderAt('/cart/helper?article=70')
    expect(await screen.findByRole('heading', { name: '在线支付', level: 1 })).toBeTruthy()
    const nav = screen.getByRole('navigation', { name: '购物帮助' })
    expect(nav.querySelectorAll('h3')).toHaveLength(2)
    expect(screen.getByRole('link', { name: '购物流程' }).getAttribute('href')).toBe('/cart/helper?article=60')
    expect(screen.getByRole('link', { name: '在线支付' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByText('在线支付的正文')).toBeTruthy()
    expect(document.querySelector('.mf-article__content script')).toBeNull()
  })

  it('/member/helper shows the same help inside the member centre', async () => {
    renderAt('/member/helper')
    expect(await screen.findByRole('navigation', { name: '会员中心' })).toBeTruthy()
    expect(screen.getByRole('navigation', { name: '帮助中心' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '会员等级介绍' }).getAttribute('href')).toBe('/member/helper?article=61')
  })

  it('says so when there is no help content', async () => {
    renderAt('/cart/helper', { topics: [], article: null })
    expect(await screen.findByText('暂无帮助内容')).toBeTruthy()
  })
})
