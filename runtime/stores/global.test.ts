import { describe, expect, it } from 'vitest'
import { createGlobalStore } from './global.ts'

describe('global store', () => {
  it('defaults to the theme colour #479EE9 without merchant settlement', () => {
    const { page, header, footer } = createGlobalStore().getState()
    expect(page).toEqual({ themeColor: '#479EE9', merchantSettlement: false })
    expect(header).toBeNull()
    expect(footer).toBeNull()
  })

  it('merges page config and replaces SEO and layout templates', () => {
    const store = createGlobalStore({ page: { themeColor: '#FF0036', merchantSettlement: false } })
    store.getState().setPageConfig({ merchantSettlement: true })
    store.getState().setSeo({ title: '首页', keywords: '商城', description: '网上商城' })
    store.getState().setLayoutTemplates({ header: { name: 'header' }, footer: null })
    expect(store.getState()).toMatchObject({
      page: { themeColor: '#FF0036', merchantSettlement: true },
      seo: { title: '首页', keywords: '商城', description: '网上商城' },
      header: { name: 'header' },
      footer: null,
    })
  })
})
