import type { Kysely } from 'kysely'
import type { Database, MemberUpdate } from '../../db/types.ts'
import { revokeAllSessions } from '../../lib/auth.ts'
import { fail } from '../../lib/errors.ts'
import { hashPassword, verifyPassword } from '../../lib/password.ts'
import { consumeSmsCode } from '../sms/service.ts'
import {
  findDefaultGrade,
  findGrade,
  findMemberById,
  findMemberByMobile,
  insertMember,
  insertPointAccount,
  isUniqueViolation,
  pointBalance,
  updateMember,
} from './repo.ts'
import {
  assertAvatar,
  assertBirthday,
  assertEmail,
  assertMobile,
  assertNewPassword,
  assertNickname,
  assertSex,
  maskMobile,
} from './rules.ts'
import { now } from '../../../schemas/time.ts'

const mobileTaken = () => fail('MOBILE_TAKEN')

export interface RegisterInput {
  companyId: number
  mobile?: string
  password?: string
  passwordConfirm?: string
  vcode?: string
  nickname?: string
  email?: string
}

/**
 * POST member: a new member in the default grade with an empty point account. Everything that
 * can be refused is checked before the SMS code is used up.
 */
export async function registerMember(db: Kysely<Database>, secret: string, input: RegisterInput): Promise<number> {
  const mobile = assertMobile(input.mobile)
  const password = assertNewPassword(input.password, input.passwordConfirm)
  const email = input.email?.trim() ? assertEmail(input.email) : null
  const nickname = assertNickname(input.nickname ?? '') || maskMobile(mobile)
  if (await findMemberByMobile(db, input.companyId, mobile)) throw mobileTaken()
  await consumeSmsCode(db, secret, { mobile, purpose: 'register', code: input.vcode })
  const passwordHash = await hashPassword(password)
  try {
    return await db.transaction().execute(async (trx) => {
      const at = now()
      const grade = await findDefaultGrade(trx)
      const id = await insertMember(trx, {
        company_id: input.companyId,
        mobile,
        password_hash: passwordHash,
        nickname,
        email,
        birthday: null,
        grade_expires_at: null,
        last_login_at: at,
        created_at: at,
        updated_at: at,
        ...(grade ? { grade_id: grade.id } : {}),
      })
      await insertPointAccount(trx, id, at)
      return id
    })
  } catch (error) {
    // Two registrations of one mobile at once: the unique constraint decides.
    if (isUniqueViolation(error)) throw mobileTaken()
    throw error
  }
}

/** GET member: the token owner's profile, grade and point balance. */
export async function memberProfile(db: Kysely<Database>, memberId: number) {
  const member = await findMemberById(db, memberId)
  if (!member) throw fail('UNAUTHORIZED')
  // A bought grade that ran out reads as the default grade until the grade job moves it back.
  const lapsed = member.grade_expires_at !== null && member.grade_expires_at <= now()
  const grade = (lapsed ? undefined : await findGrade(db, member.grade_id)) ?? (await findDefaultGrade(db))
  const gradeId = grade?.id ?? member.grade_id
  const gradeName = grade?.name ?? ''
  return {
    memberInfo: {
      user_id: member.id,
      mobile: member.mobile,
      nickname: member.nickname,
      avatar: member.avatar,
      sex: member.sex,
      birthday: member.birthday ?? '',
      email: member.email ?? '',
      grade_id: gradeId,
      grade_name: gradeName,
      is_staff: member.is_staff === 1 ? ('1' as const) : ('0' as const),
      created: member.created_at,
    },
    vipgrade: { grade_id: gradeId, grade_name: gradeName, discount: grade?.discount ?? 0 },
    point: await pointBalance(db, memberId),
  }
}

export interface ProfileInput {
  nickname?: string
  avatar?: string
  sex?: number
  birthday?: string
  email?: string
}

/** PUT member: changes only the fields sent; an empty birthday or email clears it. */
export async function updateProfile(db: Kysely<Database>, memberId: number, input: ProfileInput) {
  const changes: MemberUpdate = {}
  if (input.nickname !== undefined) {
    const nickname = assertNickname(input.nickname)
    if (!nickname) throw fail('NICKNAME_REQUIRED')
    changes.nickname = nickname
  }
  if (input.avatar !== undefined) changes.avatar = assertAvatar(input.avatar)
  if (input.sex !== undefined) changes.sex = assertSex(input.sex)
  if (input.birthday !== undefined) changes.birthday = input.birthday.trim() ? assertBirthday(input.birthday) : null
  if (input.email !== undefined) changes.email = input.email.trim() ? assertEmail(input.email) : null
  if (Object.keys(changes).length === 0) throw fail('NOTHING_TO_UPDATE')
  await updateMember(db, memberId, { ...changes, updated_at: now() })
  return memberProfile(db, memberId)
}

export interface ChangePasswordInput {
  oldPassword?: string
  newPassword?: string
  passwordConfirm?: string
}

/** Changing the password signs out every other session of the member; this one stays. */
export async function changePassword(
  db: Kysely<Database>,
  memberId: number,
  sessionId: string,
  input: ChangePasswordInput,
) {
  if (!input.oldPassword) throw fail('OLD_PASSWORD_REQUIRED')
  const password = assertNewPassword(input.newPassword, input.passwordConfirm)
  const member = await findMemberById(db, memberId)
  if (!member) throw fail('UNAUTHORIZED')
  if (!(await verifyPassword(input.oldPassword, member.password_hash))) throw fail('OLD_PASSWORD_WRONG')
  if (password === input.oldPassword) throw fail('SAME_PASSWORD')
  const passwordHash = await hashPassword(password)
  await db.transaction().execute(async (trx) => {
    await updateMember(trx, memberId, { password_hash: passwordHash, updated_at: now() })
    await revokeAllSessions(trx, 'member', memberId, sessionId)
  })
}

/** POST member/bind: moves the member to a new mobile proven by an SMS code sent to it. */
export async function bindMobile(
  db: Kysely<Database>,
  secret: string,
  memberId: number,
  input: { mobile?: string; vcode?: string },
) {
  const mobile = assertMobile(input.mobile)
  const member = await findMemberById(db, memberId)
  if (!member) throw fail('UNAUTHORIZED')
  if (member.mobile === mobile) throw fail('SAME_MOBILE')
  const taken = () => fail('MOBILE_IN_USE')
  if (await findMemberByMobile(db, member.company_id, mobile)) throw taken()
  await consumeSmsCode(db, secret, { mobile, purpose: 'bind_mobile', code: input.vcode })
  try {
    await updateMember(db, memberId, { mobile, updated_at: now() })
  } catch (error) {
    if (isUniqueViolation(error)) throw taken()
    throw error
  }
  return { mobile }
}
