import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { registeredTypes } from './registry.ts'

const here = import.meta.dirname
const WIDGET_FOLDER = /^W\d{4}$/

/** Every source file under a folder, with its path from runtime/widgets. */
function sources(folder: string): string[] {
  return readdirSync(join(here, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => relative(here, join(entry.parentPath, entry.name)))
}

/** The relative module specifiers a file imports, re-exports or loads. */
function specifiers(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]+)\1/g)
  return [...found].map((match) => match[2]!)
}

/** The widget folder (W00xx) a path from runtime/widgets lies in, if any. */
function widgetFolderOf(path: string): string | undefined {
  const [first] = path.split(sep)
  return first && WIDGET_FOLDER.test(first) ? first : undefined
}

const widgetFolders = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && WIDGET_FOLDER.test(entry.name))
  .map((entry) => entry.name)
  .sort()

describe('widget folders', () => {
  it('are one per registered widget type', () => {
    expect(widgetFolders).toEqual([...registeredTypes].sort())
  })

  it('each hold Component.tsx and the index.ts that exports it', () => {
    for (const folder of widgetFolders) {
      const files = readdirSync(join(here, folder))
      expect(files, folder).toContain('Component.tsx')
      expect(readFileSync(join(here, folder, 'index.ts'), 'utf8'), folder).toContain(`export { ${folder}`)
    }
  })

  it('never import from another widget’s folder (shared pieces live in shared/)', () => {
    const crossings: string[] = []
    for (const file of [...widgetFolders.flatMap(sources), ...sources('shared')]) {
      const own = widgetFolderOf(file)
      for (const specifier of specifiers(readFileSync(join(here, file), 'utf8'))) {
        const target = widgetFolderOf(relative(here, resolve(here, dirname(file), specifier)))
        if (target && target !== own) crossings.push(`${file} imports ${specifier}`)
      }
    }
    expect(crossings).toEqual([])
  })
})
