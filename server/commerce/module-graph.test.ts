import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * The shape rules of the commerce modules (see README.md beside this file):
 * - the folder-level import graph between modules has no cycle;
 * - the sign-in family depends one way, from auth down to captcha;
 * - SQL lives in repos: only `repo.ts`, a `repo/` folder or a `*-repo.ts` file builds queries (in the whole
 *   server, outside the database layer).
 * Test files and test fixtures are not part of the graph (they may sign in through auth's fixtures).
 */

const ROOT = dirname(fileURLToPath(import.meta.url))

const TEST_SUPPORT = /(\.test\.ts|\.fixture\.ts|(^|\/)test-(fixtures|helpers|photos)\.ts)$/
const REPO_FILE = /(^|\/)(repo\.ts|repo\/.*|[a-z-]+-repo\.ts)$/
/** The database layer (migrations, seed, dialects) and the PostgreSQL broadcast transport speak SQL by nature. */
const DATABASE_LAYER = /^(db\/|lib\/broadcast-(postgres|select)\.ts$|testing\.ts$)/
const QUERY_BUILDERS = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto'])

/** Lower layers first; a module of the sign-in family may import only modules of the family in a lower layer. */
const SIGN_IN_LAYERS: readonly (readonly string[])[] = [
  ['captcha'],
  ['sms'],
  ['email', 'member'],
  ['account', 'trustlogin'],
  ['auth'],
]

interface SourceFile {
  /** Path from server/commerce, with forward slashes. */
  path: string
  /** The module folder; undefined for the files at the top of server/commerce, which belong to no module. */
  module: string | undefined
  source: ts.SourceFile
}

function listTypeScript(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return listTypeScript(path)
    return name.endsWith('.ts') ? [path] : []
  })
}

function loadFiles(): SourceFile[] {
  return listTypeScript(ROOT)
    .map((file) => relative(ROOT, file).split(sep).join('/'))
    .filter((path) => !TEST_SUPPORT.test(path))
    .map((path) => ({
      path,
      module: path.includes('/') ? path.slice(0, path.indexOf('/')) : undefined,
      source: ts.createSourceFile(path, readFileSync(join(ROOT, path), 'utf8'), ts.ScriptTarget.Latest, true),
    }))
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node)
  node.forEachChild((child) => walk(child, visit))
}

/** Every module specifier the file names: static and type imports, re-exports, `import()` and `import('…').T`. */
function specifiers(file: SourceFile): string[] {
  const found: string[] = []
  walk(file.source, (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) found.push(node.moduleSpecifier.text)
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text)
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal
      if (ts.isStringLiteral(literal)) found.push(literal.text)
    }
  })
  return found
}

/** The commerce module a relative specifier lands in, when it is another folder of server/commerce. */
function targetModule(file: SourceFile, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const target = relative(ROOT, resolve(ROOT, dirname(file.path), specifier))
    .split(sep)
    .join('/')
  if (target.startsWith('..') || !target.includes('/')) return undefined
  return target.slice(0, target.indexOf('/'))
}

/** module -> imported module -> the files that make the edge. */
type Graph = Map<string, Map<string, string[]>>

function moduleGraph(files: readonly SourceFile[]): Graph {
  const graph: Graph = new Map()
  for (const file of files) {
    if (!file.module) continue
    const edges = graph.get(file.module) ?? new Map<string, string[]>()
    graph.set(file.module, edges)
    for (const specifier of specifiers(file)) {
      const target = targetModule(file, specifier)
      if (!target || target === file.module) continue
      const by = edges.get(target) ?? []
      if (!by.includes(file.path)) by.push(file.path)
      edges.set(target, by)
    }
  }
  return graph
}

/** The shortest way back from `start` to itself, as the modules passed through; undefined when none. */
function shortestCycle(graph: Graph, start: string): string[] | undefined {
  const cameFrom = new Map<string, string>()
  const queue = [start]
  for (let i = 0; i < queue.length; i++) {
    const current = queue[i]!
    for (const next of [...(graph.get(current)?.keys() ?? [])].sort()) {
      if (next === start) {
        const path = [current]
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!)
        return [...path, start]
      }
      if (cameFrom.has(next) || next === start) continue
      cameFrom.set(next, current)
      queue.push(next)
    }
  }
  return undefined
}

/** One shortest cycle through each module that is on any, each cycle once (written from its first module by name). */
function cycles(graph: Graph): string[][] {
  const seen = new Set<string>()
  const found: string[][] = []
  for (const module of [...graph.keys()].sort()) {
    const cycle = shortestCycle(graph, module)
    if (!cycle) continue
    const ring = cycle.slice(0, -1)
    const first = ring.indexOf([...ring].sort()[0]!)
    const rotated = [...ring.slice(first), ...ring.slice(0, first)]
    const key = rotated.join(' → ')
    if (seen.has(key)) continue
    seen.add(key)
    found.push([...rotated, rotated[0]!])
  }
  return found
}

function describeCycle(graph: Graph, cycle: readonly string[]): string {
  const edges = cycle.slice(0, -1).map((from, i) => {
    const to = cycle[i + 1]!
    return `    ${from} → ${to}: ${graph.get(from)!.get(to)!.join(', ')}`
  })
  return [`  ${cycle.join(' → ')}`, ...edges].join('\n')
}

/** Where a file builds SQL: query builder calls and `sql` templates or helpers. */
function queryBuilding(file: SourceFile): string[] {
  const found: string[] = []
  const at = (node: ts.Node, what: string) => {
    const { line } = file.source.getLineAndCharacterOfPosition(node.getStart(file.source))
    found.push(`${file.path}:${line + 1} ${what}`)
  }
  walk(file.source, (node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name.text
      if (QUERY_BUILDERS.has(name)) at(node.expression.name, name)
      else if (ts.isIdentifier(node.expression.expression) && node.expression.expression.text === 'sql')
        at(node, `sql.${name}`)
    } else if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql') {
      at(node, 'sql`…`')
    }
  })
  return found
}

describe('commerce modules', () => {
  const files = loadFiles()
  const graph = moduleGraph(files)

  it('reads every module', () => {
    // A parsing slip that dropped files would make the checks below pass on nothing.
    expect(graph.size).toBeGreaterThan(20)
    expect(graph.get('auth')?.size).toBeGreaterThan(0)
  })

  it('import one another without cycles between module folders', () => {
    const found = cycles(graph)
    const report = found.map((cycle) => describeCycle(graph, cycle)).join('\n')
    expect(
      found.map((cycle) => cycle.join(' → ')),
      `module cycles:\n${report}`,
    ).toEqual([])
  })

  it('keep the sign-in family one-way, from auth down to captcha', () => {
    const layerOf = new Map(SIGN_IN_LAYERS.flatMap((layer, rank) => layer.map((module) => [module, rank] as const)))
    const upward: string[] = []
    for (const [module, rank] of layerOf) {
      for (const [target, by] of graph.get(module) ?? []) {
        const targetRank = layerOf.get(target)
        if (targetRank !== undefined && targetRank >= rank) upward.push(`${module} → ${target}: ${by.join(', ')}`)
      }
    }
    expect(upward).toEqual([])
  })

  it('build SQL only in repo files', () => {
    const offenders = files.filter((file) => !REPO_FILE.test(file.path)).flatMap(queryBuilding)
    expect(offenders, `SQL outside repo files:\n  ${offenders.join('\n  ')}`).toEqual([])
  })

  it('build SQL only in repo files across the whole server, outside the database layer itself', () => {
    const server = resolve(ROOT, '..')
    const offenders = listTypeScript(server)
      .map((file) => relative(server, file).split(sep).join('/'))
      .filter((path) => !path.startsWith('commerce/') && !DATABASE_LAYER.test(path) && !TEST_SUPPORT.test(path))
      .filter((path) => !REPO_FILE.test(path))
      .flatMap((path) =>
        queryBuilding({
          path,
          module: undefined,
          source: ts.createSourceFile(path, readFileSync(join(server, path), 'utf8'), ts.ScriptTarget.Latest, true),
        }),
      )
    expect(offenders, `SQL outside repo files:\n  ${offenders.join('\n  ')}`).toEqual([])
  })

  it('never import test fixtures from production files', () => {
    const fixtureImports = files.flatMap((file) =>
      specifiers(file)
        .filter((specifier) => specifier.startsWith('.') && TEST_SUPPORT.test(specifier))
        .map((specifier) => `${file.path} imports ${specifier}`),
    )
    expect(fixtureImports).toEqual([])
  })
})
