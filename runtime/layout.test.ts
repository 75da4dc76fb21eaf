import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * The runtime's import rules (runtime/README.md), read from the sources: a page group (the first
 * folder under pages/) never imports another group, the shared folders never import a page, and
 * nothing in runtime/ imports the server or the designer. Tests and their helpers follow the same
 * rules as the code beside them.
 */

const ROOT = path.resolve(import.meta.dirname, '..')
const RUNTIME = path.join(ROOT, 'runtime')
const PAGES = path.join(RUNTIME, 'pages')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.(ts|tsx)$/.test(entry.name) ? [file] : []
  })
}

/** Every module specifier of a file: static and type imports, re-exports, `import 'x'` and `import('x')`. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true)
  return importedFiles.map((imported) => imported.fileName)
}

interface Offence {
  file: string
  imports: string
}

/** The imports of the files under `dir` that resolve to a path `forbidden` refuses, as "file → import". */
function offences(dir: string, forbidden: (file: string, target: string) => boolean): string[] {
  const found: Offence[] = []
  for (const file of sourceFiles(dir)) {
    for (const specifier of importsOf(file)) {
      if (!specifier.startsWith('.')) continue
      const target = path.resolve(path.dirname(file), specifier)
      if (forbidden(file, target)) found.push({ file: path.relative(ROOT, file), imports: specifier })
    }
  }
  return found.map(({ file, imports }) => `${file} → ${imports}`)
}

/** A page's group: the first folder under pages/ (member/trade and member/vip are both "member"). */
const pageGroup = (file: string) => path.relative(PAGES, file).split(path.sep)[0]
const isInside = (dir: string, file: string) => !path.relative(dir, file).startsWith('..')

describe('the runtime’s folders', () => {
  it('reads the pages (the checks below are not vacuous)', () => {
    const groups = new Set(sourceFiles(PAGES).map(pageGroup))
    expect(groups).toContain('member')
    expect(groups).toContain('checkout')
  })

  it('keeps every page group to itself: what two groups share lives in features/ or components/', () => {
    const crossing = offences(PAGES, (file, target) => isInside(PAGES, target) && pageGroup(target) !== pageGroup(file))
    expect(crossing).toEqual([])
  })

  it('keeps pages out of the shared folders: layouts and routing show the error pages only', () => {
    const shared = ['features', 'components', 'lib', 'stores'].map((dir) => path.join(RUNTIME, dir))
    const framing = ['layouts', 'routing'].map((dir) => path.join(RUNTIME, dir))
    const toPages = [...shared, ...framing].flatMap((dir) =>
      offences(
        dir,
        (_file, target) => isInside(PAGES, target) && !(framing.includes(dir) && pageGroup(target) === 'errors'),
      ),
    )
    expect(toPages).toEqual([])
  })

  it('never imports the server or the designer', () => {
    const outside = [path.join(ROOT, 'server'), path.join(ROOT, 'designer')]
    const reaching = offences(RUNTIME, (_file, target) => outside.some((dir) => isInside(dir, target)))
    expect(reaching).toEqual([])
  })
})
