import { describe, expect, it } from 'vitest'
import { FRAME_SCHEMAS } from '../frame-config.ts'
import { frameProblems } from '../frame-problems.ts'
import { walkSchema } from './walk.ts'
import { frameHints } from './frame.ts'

describe('the header and footer forms', () => {
  it('label every field of HeaderConfig and FooterConfig, and no field that is not there', () => {
    for (const part of ['header', 'footer'] as const) {
      const walk = walkSchema(FRAME_SCHEMAS[part], frameHints[part])
      expect(walk.missing, part).toEqual([])
      expect([...walk.used].sort(), part).toEqual(Object.keys(frameHints[part].fields).sort())
    }
  })

  it('name the fields in Chinese as the inspector shows them', () => {
    const labels = (part: 'header' | 'footer') => Object.values(frameHints[part].fields).map((hint) => hint.label)
    expect(labels('header')).toEqual(expect.arrayContaining(['店铺标志', '热门搜索词', '导航链接']))
    expect(labels('footer')).toEqual(expect.arrayContaining(['服务承诺', '链接栏目', '版权信息', '备案号']))
  })
})

describe('frame problems', () => {
  it('are errors at the field the schema refuses, and none for a valid config', () => {
    const header = { logo: { imgUrl: '', alt: '' }, hotKeywords: ['手机'], navs: [{ title: '首页', href: '/' }] }
    expect(frameProblems('header', header)).toEqual([])
    expect(frameProblems('header', { ...header, hotKeywords: ['1', '2', '3', '4', '5', '6'] })).toEqual([
      { uuid: '', widget: '全站页头', path: '/hotKeywords', message: '最多只能有5项', severity: 'error' },
    ])
    const footer = { params: { services: [], columns: [{ title: '帮助', links: [{ title: 'x', href: 'ftp://a' }] }] } }
    expect(frameProblems('footer', footer).map((problem) => problem.path)).toEqual(['/params/columns/0/links/0/href'])
  })
})
