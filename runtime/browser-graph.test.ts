import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * What the storefront's browser bundle is made of, read from the sources: every module the client
 * entry reaches through value imports, static or dynamic (type-only imports vanish in the build).
 * The pages are loaded through import.meta.glob (routing/lazy-page.ts), so they are roots too.
 */

const ROOT = path.resolve(import.meta.dirname, '..')
const RUNTIME = path.join(ROOT, 'runtime')

function pageFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'errors' ? [] : pageFiles(file)
    return /Page\.tsx$/.test(entry.name) ? [file] : []
  })
}

/** Relative specifiers of value imports: `import x from`, `export { x } from`, `import 'x'`, `import('x')`. */
function valueImports(source: string): string[] {
  const specifiers: string[] = []
  const statement = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm
  for (const [, , typeOnly, specifier] of source.matchAll(statement)) if (!typeOnly) specifiers.push(specifier!)
  for (const [, specifier] of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) specifiers.push(specifier!)
  return specifiers
}

function browserGraph(): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    if (!/\.tsx?$/.test(file)) return
    for (const specifier of valueImports(fs.readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier))
      else packages.add(specifier)
    }
  }
  ;[path.join(RUNTIME, 'entry-client.tsx'), ...pageFiles(path.join(RUNTIME, 'pages'))].forEach(visit)
  return { files, packages }
}

describe('the storefront’s browser code', () => {
  const { files, packages } = browserGraph()
  const relative = [...files].map((file) => path.relative(ROOT, file))

  it('is read from the entry through pages and lazily loaded widgets (the checks below are not vacuous)', () => {
    expect(relative).toContain(path.join('runtime', 'pages', 'home', 'HomePage.tsx'))
    expect(relative).toContain(path.join('runtime', 'widgets', 'W0001', 'Component.tsx'))
    expect(relative).toContain(path.join('schemas', 'url-rules.ts'))
    expect(packages).toContain('react-router-dom')
  })

  it('never loads the schema builder: it imports plain rules, not the TypeBox schemas', () => {
    expect([...packages].filter((name) => name.startsWith('@sinclair/typebox'))).toEqual([])
  })

  it('never loads the designer, the operator console or their libraries', () => {
    expect(relative.filter((file) => file.startsWith('designer') || file.startsWith('admin'))).toEqual([])
    expect([...packages].filter((name) => /^(react-rnd|lit-html)/.test(name))).toEqual([])
  })
})
