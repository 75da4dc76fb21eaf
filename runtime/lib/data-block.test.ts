// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { dataBlock, readDataBlock, scriptSafeJson } from './data-block.ts'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('scriptSafeJson', () => {
  it('cannot close the script element or open a comment, and parses back to the same value', () => {
    const value = { title: '</script><script>alert(1)</script>', note: '<!-- a & b -->', lines: '\u2028\u2029' }
    const json = scriptSafeJson(value)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(json).toContain('\\u003c/script\\u003e')
    expect(JSON.parse(json)).toEqual(value)
  })
})

describe('data blocks', () => {
  it('are one non-executable script element whose text the browser reads back as the value', () => {
    const value = { title: '</script><script>alert(1)</script>', list: [1, '<!--'] }
    document.body.innerHTML = dataBlock('page-data', value)
    const scripts = document.querySelectorAll('script')
    expect(scripts).toHaveLength(1)
    expect(scripts[0]!.type).toBe('application/json')
    expect(readDataBlock('page-data')).toEqual(value)
  })

  it('read as nothing when the page has no such block or its text is not JSON', () => {
    expect(readDataBlock('page-data')).toBeUndefined()
    document.body.innerHTML = '<script type="application/json" id="page-data">{not json</script>'
    expect(readDataBlock('page-data')).toBeUndefined()
  })
})
