import { describe, expect, it } from 'vitest'
import { checkProfile, profileMessages, type ProfileDraft } from './profile-rules.ts'

const TODAY = '2026-03-15'
const draft = (patch: Partial<ProfileDraft> = {}): ProfileDraft => ({
  nickname: '小明',
  sex: 1,
  birthday: { year: '', month: '', day: '' },
  ...patch,
})

describe('the profile form rules', () => {
  it('passes a nickname with no birthday', () => {
    expect(checkProfile(draft(), TODAY)).toEqual({})
  })

  it('asks for a nickname and limits it to 20 characters, counted as characters', () => {
    expect(checkProfile(draft({ nickname: '   ' }), TODAY)).toEqual({ nickname: profileMessages.nicknameRequired })
    expect(checkProfile(draft({ nickname: '会'.repeat(20) }), TODAY)).toEqual({})
    expect(checkProfile(draft({ nickname: '会'.repeat(21) }), TODAY)).toEqual({ nickname: '昵称不能超过20个字符' })
    expect(checkProfile(draft({ nickname: '😀'.repeat(20) }), TODAY)).toEqual({})
  })

  it('refuses a half-chosen birthday and one after today', () => {
    expect(checkProfile(draft({ birthday: { year: '1990', month: '', day: '' } }), TODAY)).toEqual({
      birthday: profileMessages.birthdayIncomplete,
    })
    expect(checkProfile(draft({ birthday: { year: '2026', month: '3', day: '16' } }), TODAY)).toEqual({
      birthday: '生日不能晚于今天',
    })
    expect(checkProfile(draft({ birthday: { year: '2026', month: '3', day: '15' } }), TODAY)).toEqual({})
  })
})
