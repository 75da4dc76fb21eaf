import type { MemberSex } from '../../../api/member.ts'
import { formatBirthday, isPartialBirthday, type BirthdayParts } from '../../../components/form/birthday.ts'
import { fieldErrors } from '../../../lib/validators.ts'

/** The server's limit on nicknames (NICKNAME_MAX), counted in characters. */
export const NICKNAME_MAX = 20

export const profileMessages = {
  nicknameRequired: '请输入昵称',
  nicknameTooLong: `昵称不能超过${NICKNAME_MAX}个字符`,
  birthdayIncomplete: '请选择完整的出生日期',
  birthdayFuture: '生日不能晚于今天',
} as const

export interface ProfileDraft {
  nickname: string
  sex: MemberSex
  birthday: BirthdayParts
}

export type ProfileField = 'nickname' | 'birthday'
export type ProfileErrors = Partial<Record<ProfileField, string>>

export const PROFILE_FIELDS: readonly ProfileField[] = ['nickname', 'birthday']

/** The message for one field, or null; the nickname is judged trimmed (spec 5). */
export function checkProfileField(field: ProfileField, draft: ProfileDraft, today: string): string | null {
  if (field === 'nickname') {
    const nickname = draft.nickname.trim()
    if (!nickname) return profileMessages.nicknameRequired
    return [...nickname].length > NICKNAME_MAX ? profileMessages.nicknameTooLong : null
  }
  if (isPartialBirthday(draft.birthday)) return profileMessages.birthdayIncomplete
  const birthday = formatBirthday(draft.birthday)
  // Both are zero-padded YYYY-MM-DD, so text order is date order.
  return birthday && birthday > today ? profileMessages.birthdayFuture : null
}

export function checkProfile(draft: ProfileDraft, today: string): ProfileErrors {
  return fieldErrors(PROFILE_FIELDS, (field) => checkProfileField(field, draft, today))
}
