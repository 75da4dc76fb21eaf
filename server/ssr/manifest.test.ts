import { describe, expect, it } from 'vitest'
import { manifestAssets, type Manifest } from './manifest.ts'

const manifest: Manifest = {
  'runtime/entry-client.tsx': { file: 'assets/entry-client-a.js', css: ['assets/entry-client-a.css'] },
  '_shared-b.js': { file: 'assets/shared-b.js', imports: ['runtime/entry-client.tsx'], css: ['assets/shared-b.css'] },
  'runtime/pages/home/HomePage.tsx': {
    file: 'assets/HomePage-c.js',
    imports: ['runtime/entry-client.tsx', '_shared-b.js'],
    css: ['assets/HomePage-c.css'],
  },
  'runtime/widgets/W0001/index.ts': {
    file: 'assets/W0001-d.js',
    imports: ['runtime/entry-client.tsx'],
    css: ['assets/W0001-d.css'],
  },
  'runtime/widgets/W0011/index.ts': { file: 'assets/W0011-e.js', imports: ['runtime/entry-client.tsx'] },
}

describe('manifestAssets', () => {
  const assets = manifestAssets(manifest)

  it('links the entry styles and script on every page', () => {
    expect(assets([])).toEqual({
      head: '<link rel="stylesheet" href="/assets/entry-client-a.css">',
      body: '<script type="module" src="/assets/entry-client-a.js"></script>',
    })
  })

  it('adds the styles and preloads of a lazy page and what it imports, and names its chunk for the browser', () => {
    const tags = assets(['runtime/pages/home/HomePage.tsx'])
    expect(tags.body).toBe(
      '<script type="application/json" id="mallfront-page-chunks">{"runtime/pages/home/HomePage.tsx":"/assets/HomePage-c.js"}</script>' +
        '<script type="module" src="/assets/entry-client-a.js"></script>',
    )
    expect(tags.head.split('\n')).toEqual([
      '<link rel="stylesheet" href="/assets/entry-client-a.css">',
      '<link rel="stylesheet" href="/assets/HomePage-c.css">',
      '<link rel="stylesheet" href="/assets/shared-b.css">',
      '<link rel="modulepreload" href="/assets/HomePage-c.js">',
      '<link rel="modulepreload" href="/assets/shared-b.js">',
    ])
  })

  it('adds the styles and preloads of the widgets the page shows, and only those', () => {
    const head = assets(['runtime/pages/home/HomePage.tsx', 'runtime/widgets/W0001/index.ts']).head
    expect(head).toContain('<link rel="stylesheet" href="/assets/W0001-d.css">')
    expect(head).toContain('<link rel="modulepreload" href="/assets/W0001-d.js">')
    expect(head).not.toContain('W0011')
  })

  it('adds only the styles of the widgets whose markup the browser keeps', () => {
    const head = assets([], ['runtime/widgets/W0001/index.ts']).head
    expect(head).toContain('<link rel="stylesheet" href="/assets/W0001-d.css">')
    expect(head).not.toContain('modulepreload')
  })

  it('refuses a manifest without the client entry', () => {
    expect(() => manifestAssets({})).toThrow(/runtime\/entry-client\.tsx/)
  })
})
