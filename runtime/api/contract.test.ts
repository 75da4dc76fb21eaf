import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { Kind, type TSchema } from '@sinclair/typebox'
import { describe, expect, it } from 'vitest'

/**
 * The wire contract is written once, in schemas/api: the runtime imports its types from there.
 * This guards against a hand-written copy creeping back anywhere in runtime/ (tests aside), by
 * name (an exported type the schemas already export) or by shape (an interface with exactly the
 * fields of a schema object).
 */

const runtimeDir = fileURLToPath(new URL('..', import.meta.url))
const schemaDir = fileURLToPath(new URL('../../schemas/api/', import.meta.url))

const isTest = (name: string) => /\.test\.tsx?$/.test(name)

const sourceFiles = (dir: string) =>
  readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))

/** Every .ts and .tsx file under runtime/, tests left out, as paths relative to it. */
const runtimeFiles = (readdirSync(runtimeDir, { recursive: true }) as string[])
  .filter((name) => /\.tsx?$/.test(name) && !isTest(name))
  .sort()

function parse(path: string): ts.SourceFile {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true, kind)
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)

/** Names a schema file exports: its schemas, their static types, its helpers. */
function exportedNames(file: ts.SourceFile): string[] {
  const names: string[] = []
  for (const statement of file.statements) {
    if (!isExported(statement)) continue
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text)
      }
    } else if (
      (ts.isTypeAliasDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isFunctionDeclaration(statement)) &&
      statement.name
    ) {
      names.push(statement.name.text)
    }
  }
  return names
}

interface Declared {
  file: string
  name: string
  exported: boolean
  fields: string[]
}

function memberNames(members: ts.NodeArray<ts.TypeElement>): string[] {
  return members.flatMap((member) =>
    ts.isPropertySignature(member) && member.name && !ts.isComputedPropertyName(member.name) ? [member.name.text] : [],
  )
}

/** Interfaces and object-literal type aliases a runtime file declares itself (re-exports are not declarations). */
function declaredTypes(file: ts.SourceFile, fileName: string): Declared[] {
  const declared: Declared[] = []
  for (const statement of file.statements) {
    if (ts.isInterfaceDeclaration(statement)) {
      declared.push({
        file: fileName,
        name: statement.name.text,
        exported: isExported(statement),
        fields: memberNames(statement.members),
      })
    } else if (ts.isTypeAliasDeclaration(statement)) {
      const fields = ts.isTypeLiteralNode(statement.type) ? memberNames(statement.type.members) : []
      declared.push({ file: fileName, name: statement.name.text, exported: isExported(statement), fields })
    }
  }
  return declared
}

const isSchema = (value: unknown): value is TSchema => typeof value === 'object' && value !== null && Kind in value

/** The property-name sets of every object schema reachable from a module's exports (envelopes, pages and response maps included). */
function objectShapes(value: unknown, into: Set<string>, seen = new Set<unknown>()): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return
  seen.add(value)
  if (isSchema(value) && value.type === 'object' && typeof value.properties === 'object') {
    into.add(
      Object.keys(value.properties as object)
        .sort()
        .join(','),
    )
  }
  for (const child of Object.values(value)) objectShapes(child, into, seen)
}

const runtimeDeclarations = runtimeFiles.flatMap((name) => declaredTypes(parse(join(runtimeDir, name)), name))

describe('runtime takes the wire types from schemas/api', () => {
  it('declares no exported type under a name a schema file exports', () => {
    const schemaNames = new Map<string, string>()
    for (const name of sourceFiles(schemaDir)) {
      for (const exported of exportedNames(parse(join(schemaDir, name)))) schemaNames.set(exported, name)
    }
    const clashes = runtimeDeclarations
      .filter((declared) => declared.exported && schemaNames.has(declared.name))
      .map((declared) => `${declared.file}: ${declared.name} (schemas/api/${schemaNames.get(declared.name)})`)
    expect(clashes).toEqual([])
  })

  it('declares no interface with exactly the fields of a schema object', async () => {
    const shapes = new Set<string>()
    for (const name of sourceFiles(schemaDir)) objectShapes(await import(join(schemaDir, name)), shapes)
    // One- and two-field shapes ({ status }, { list, total }) are too common to mean a copy.
    const copies = runtimeDeclarations
      .filter((declared) => declared.fields.length > 2 && shapes.has([...declared.fields].sort().join(',')))
      .map((declared) => `${declared.file}: ${declared.name} { ${declared.fields.join(', ')} }`)
    expect(copies).toEqual([])
  })

  it('sees the schema shapes and runtime declarations it compares', async () => {
    const shapes = new Set<string>()
    objectShapes(await import(join(schemaDir, 'cart.ts')), shapes)
    expect(shapes.has(['item_count', 'cart_count'].sort().join(','))).toBe(true)
    expect(
      runtimeDeclarations.some((declared) => declared.name === 'CallOptions' && declared.fields.includes('silent')),
    ).toBe(true)
    expect(runtimeFiles).toContain(join('widgets', 'widget-slot.tsx'))
    expect(runtimeFiles.some(isTest)).toBe(false)
  })
})
