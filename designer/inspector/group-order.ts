import { GROUP } from '../../schemas/hints/build.ts'
import type { FieldNode } from '../../schemas/hints/walk.ts'

/** Section order per tab; a section a hint names that is not listed comes after, in field order. */
const ORDER: Record<'settings' | 'style', readonly string[]> = {
  settings: [GROUP.basic, GROUP.content, GROUP.link, GROUP.carousel, GROUP.text, GROUP.colour, GROUP.more],
  style: [GROUP.position, GROUP.spacing, GROUP.border, GROUP.colour],
}

export interface Section {
  title: string
  nodes: FieldNode[]
}

/** The fields of one tab as sections, each field in the order its hints list it. */
export function sectionsOf(nodes: FieldNode[], tab: 'settings' | 'style', hintOrder: readonly string[]): Section[] {
  const rank = (key: string) => hintOrder.indexOf(key)
  const byGroup = new Map<string, FieldNode[]>()
  for (const node of nodes) {
    if (node.hint.tab !== tab) continue
    const list = byGroup.get(node.hint.group) ?? []
    list.push(node)
    byGroup.set(node.hint.group, list)
  }
  const order = ORDER[tab]
  const position = (title: string) => (order.includes(title) ? order.indexOf(title) : order.length)
  return [...byGroup.entries()]
    .sort(([a], [b]) => position(a) - position(b))
    .map(([title, list]) => ({ title, nodes: list.sort((a, b) => rank(a.key) - rank(b.key)) }))
}
