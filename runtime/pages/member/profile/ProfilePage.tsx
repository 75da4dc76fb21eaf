import { useId, useRef, useState, type FormEvent } from 'react'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { userInfoOf } from '../../../api/auth.ts'
import { getApi } from '../../../api/index.ts'
import { updateMemberProfile, type MemberAccount, type MemberSex } from '../../../api/member.ts'
import { Button } from '../../../components/button/Button.tsx'
import { toast } from '../../../components/toast/toast.ts'
import { maskMobile } from '../../../lib/validators.ts'
import { loaderApi } from '../../../routing/loader-api.ts'
import { useUserStoreApi } from '../../../stores/user.ts'
import { MemberFrame } from '../frame/MemberFrame.tsx'
import { avatarInitial } from '../user-info/MemberCard.tsx'
import { BirthdayPicker } from './BirthdayPicker.tsx'
import { chinaToday, formatBirthday, parseBirthday } from './birthday.ts'
import { NICKNAME_MAX, PROFILE_FIELDS, checkProfile, checkProfileField, type ProfileDraft, type ProfileErrors, type ProfileField } from './profile-rules.ts'
import { loadProfile, type ProfileData } from './load-profile.ts'
import './account-form.css'
import './profile.css'

export function loader({ request, context }: LoaderFunctionArgs): Promise<ProfileData> {
  return loadProfile(loaderApi(context), request)
}

const SEXES: readonly { value: MemberSex; label: string }[] = [
  { value: 1, label: '男' },
  { value: 2, label: '女' },
  { value: 0, label: '保密' },
]

function draftOf(account: MemberAccount): ProfileDraft {
  const { nickname, sex, birthday } = account.memberInfo
  return { nickname, sex: SEXES.some((option) => option.value === sex) ? sex : 0, birthday: parseBirthday(birthday) }
}

/** /member/profile (个人信息): avatar, masked mobile, and the editable 昵称, 性别 and 生日. */
export default function ProfilePage() {
  const { account: loaded } = useLoaderData() as ProfileData
  const userStore = useUserStoreApi()
  const [account, setAccount] = useState(loaded)
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(loaded))
  const [errors, setErrors] = useState<ProfileErrors>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const ids = { nickname: useId(), birthday: useId(), sex: useId() }
  const today = chinaToday()
  const { memberInfo } = account
  const shownName = memberInfo.nickname || maskMobile(memberInfo.mobile)
  const grade = account.vipgrade.grade_name || memberInfo.grade_name

  const judge = (field: ProfileField, next: ProfileDraft = draft) => {
    const message = checkProfileField(field, next, today)
    setErrors((current) => {
      if ((current[field] ?? null) === message) return current
      const copy = { ...current }
      if (message) copy[field] = message
      else delete copy[field]
      return copy
    })
  }

  const update = (patch: Partial<ProfileDraft>, rejudge?: ProfileField) => {
    const next = { ...draft, ...patch }
    setDraft(next)
    // A complaint goes away as soon as the value is right again.
    if (rejudge && errors[rejudge]) judge(rejudge, next)
  }

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    const found = checkProfile(draft, today)
    setErrors(found)
    const first = PROFILE_FIELDS.find((field) => found[field])
    if (first) {
      form.current?.querySelector<HTMLElement>(`[data-field="${first}"] input, [data-field="${first}"] select`)?.focus()
      return
    }
    setSaving(true)
    setServerError(null)
    try {
      const saved = await updateMemberProfile(
        getApi(),
        { nickname: draft.nickname.trim(), sex: draft.sex, birthday: formatBirthday(draft.birthday) },
        { silent: true },
      )
      setAccount(saved)
      setDraft(draftOf(saved))
      // The top bar and every page reading the user store see the saved profile.
      const { userInfo, setUserInfo } = userStore.getState()
      setUserInfo(userInfoOf(saved, userInfo?.login_type ?? 'local'))
      toast.success('保存成功')
    } catch (failure) {
      setServerError(failure instanceof Error && failure.message ? failure.message : '保存失败，请稍后重试')
    } finally {
      setSaving(false)
    }
  }

  const errorId = (field: ProfileField) => `${ids[field]}-error`
  const describe = (field: ProfileField) => (errors[field] ? errorId(field) : undefined)
  const fieldError = (field: ProfileField) =>
    errors[field] ? (
      <p className="mf-account-form__error" id={errorId(field)} role="alert">
        {errors[field]}
      </p>
    ) : null

  return (
    <MemberFrame trail={[{ title: '个人信息' }]}>
      <section className="mf-member-panel" aria-labelledby="mf-profile-title">
        <div className="mf-member-panel__head">
          <h1 className="mf-member-panel__title" id="mf-profile-title">
            个人信息
          </h1>
        </div>
        <div className="mf-member-panel__body mf-profile">
          <div className="mf-profile__who">
            {memberInfo.avatar ? (
              <img className="mf-profile__avatar" src={memberInfo.avatar} alt="头像" width={96} height={96} />
            ) : (
              <span className="mf-profile__avatar mf-profile__avatar--initial" aria-hidden="true">
                {avatarInitial(shownName)}
              </span>
            )}
            <p className="mf-profile__name">{shownName}</p>
            {grade && <p className="mf-profile__grade">{grade}</p>}
          </div>

          <form ref={form} className="mf-account-form mf-profile__form" noValidate onSubmit={save} aria-label="个人信息">
            {serverError && (
              <p className="mf-account-form__server-error" role="alert">
                {serverError}
              </p>
            )}
            <div className="mf-account-form__row">
              <span className="mf-account-form__label">手机号码</span>
              <div className="mf-account-form__control mf-account-form__static">
                {maskMobile(memberInfo.mobile)}
              </div>
            </div>
            <div className="mf-account-form__row" data-field="nickname">
              <label className="mf-account-form__label" htmlFor={ids.nickname}>
                <span className="mf-account-form__required" aria-hidden="true">*</span>昵称
              </label>
              <div className="mf-account-form__control">
                <input
                  id={ids.nickname}
                  className="mf-account-form__input"
                  value={draft.nickname}
                  maxLength={NICKNAME_MAX + 10}
                  placeholder={`请输入昵称，最多${NICKNAME_MAX}个字符`}
                  autoComplete="nickname"
                  aria-required="true"
                  aria-invalid={Boolean(errors.nickname) || undefined}
                  aria-describedby={describe('nickname')}
                  onChange={(event) => update({ nickname: event.target.value }, 'nickname')}
                  onBlur={() => judge('nickname')}
                />
                {fieldError('nickname')}
              </div>
            </div>
            <div className="mf-account-form__row">
              <span className="mf-account-form__label" id={ids.sex}>
                性别
              </span>
              <div className="mf-account-form__control">
                <div className="mf-account-form__radios" role="radiogroup" aria-labelledby={ids.sex}>
                  {SEXES.map((option) => (
                    <label key={option.value} className="mf-account-form__radio">
                      <input type="radio" name="sex" value={option.value} checked={draft.sex === option.value} onChange={() => update({ sex: option.value })} />
                      {option.label}
                    </label>
                  ))}
                </div>
              </div>
            </div>
            <div className="mf-account-form__row" data-field="birthday">
              <span className="mf-account-form__label" id={ids.birthday}>
                生日
              </span>
              <div className="mf-account-form__control">
                <BirthdayPicker
                  value={draft.birthday}
                  today={today}
                  labelledBy={ids.birthday}
                  invalid={Boolean(errors.birthday)}
                  describedBy={describe('birthday')}
                  onChange={(birthday) => update({ birthday }, 'birthday')}
                  onBlur={() => judge('birthday')}
                />
                {fieldError('birthday')}
              </div>
            </div>
            <div className="mf-account-form__row">
              <span className="mf-account-form__label" aria-hidden="true" />
              <div className="mf-account-form__control">
                <Button type="primary" htmlType="submit" disabled={saving} className="mf-account-form__submit">
                  {saving ? '保存中…' : '保存'}
                </Button>
              </div>
            </div>
          </form>
        </div>
      </section>
    </MemberFrame>
  )
}
