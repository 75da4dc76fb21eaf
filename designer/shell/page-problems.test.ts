import { describe, expect, it } from 'vitest'
import { draftProblems } from '../../schemas/draft-problems.ts'
import { pageDefaults } from '../../schemas/page.ts'
import { createWidget } from '../../schemas/widgets/index.ts'
import type { Doc, DraftWidget } from '../store/types.ts'
import { pageProblems, prepareProblems } from './page-problems.ts'

const text = (uuid: string, y: number, width = 300) =>
  ({ ...createWidget('W0011'), uuid, y, height: 40, width }) as unknown as DraftWidget

describe('page problems in the designer', () => {
  it('prepares a page without a worker (here) a slice at a time, then finds the same problems as the server', async () => {
    const doc: Doc = {
      page: pageDefaults(),
      widgets: Array.from({ length: 120 }, (_, index) => text(`w${index}`, index * 50, index % 40 === 0 ? 2000 : 300)),
    }
    await prepareProblems(doc, () => false)
    expect(pageProblems(doc)).toEqual(draftProblems(doc))
    expect(pageProblems(doc).map((problem) => problem.uuid)).toEqual(['w0', 'w40', 'w80'])
  })

  it('stops preparing when cancelled and still answers every widget when asked', async () => {
    const doc: Doc = { page: pageDefaults(), widgets: [text('a', 0), text('b', 100, 2000)] }
    await prepareProblems(doc, () => true)
    expect(pageProblems(doc)).toEqual(draftProblems(doc))
  })
})
