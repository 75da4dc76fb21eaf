import { afterEach, describe, expect, it, vi } from 'vitest'
import { designerApi } from '../api/client.ts'
import { openDraft, prefetchDraft } from './draft-prefetch.ts'

afterEach(() => vi.restoreAllMocks())

const answer = (revision: number) => ({ revision }) as unknown as Awaited<ReturnType<typeof designerApi.draft>>

describe('the draft asked for at start', () => {
  it('is the editor’s answer once; a second open (a retry) asks again', async () => {
    const draft = vi.spyOn(designerApi, 'draft').mockResolvedValueOnce(answer(1)).mockResolvedValueOnce(answer(2))
    prefetchDraft(7)
    expect(await openDraft(7)).toEqual(answer(1))
    expect(await openDraft(7)).toEqual(answer(2))
    expect(draft).toHaveBeenCalledTimes(2)
  })

  it('is not used for another page, and a failed one is asked for again', async () => {
    const draft = vi
      .spyOn(designerApi, 'draft')
      .mockRejectedValueOnce(new Error('未登录'))
      .mockResolvedValueOnce(answer(3))
      .mockResolvedValueOnce(answer(4))
      .mockResolvedValueOnce(answer(5))
    prefetchDraft(7)
    expect(await openDraft(7)).toEqual(answer(3))
    prefetchDraft(8)
    expect(await openDraft(9)).toEqual(answer(5))
    expect(draft.mock.calls.map(([id]) => id)).toEqual([7, 7, 8, 9])
  })
})
