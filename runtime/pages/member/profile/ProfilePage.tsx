import { useId, useRef, useState, type FormEvent } from 'react'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { userInfoOf } from '../../../api/auth.ts'
import { getApi } from '../../../api/index.ts'
import { updateMemberProfile, type MemberAccount, type MemberSex } from '../../../api/member.ts'
import { BirthdayPicker } from '../../../components/form/BirthdayPicker.tsx'
import { chinaToday, formatBirthday, parseBirthday } from '../../../components/form/birthday.ts'
import { FormRow, fieldsPass } from '../../../components/form/FormRow.tsx'
import { useFormFields, type FieldRules } from '../../../components/form/use-form-fields.ts'
import { toast } from '../../../components/toast/toast.ts'
import { maskMobile } from '../../../lib/validators.ts'
import { loaderApi } from '../../../routing/loader-api.ts'
import { useUserStoreApi } from '../../../stores/user.ts'
import { MemberFrame } from '../../../features/member/MemberFrame.tsx'
import { avatarInitial } from '../user-info/MemberCard.tsx'
import { NICKNAME_MAX, checkProfileField, type ProfileDraft, type ProfileField } from './profile-rules.ts'
import { loadProfile, type ProfileData } from './load-profile.ts'
import { MemberPanel } from '../../../components/member-panel/MemberPanel.tsx'
import { AccountSubmitRow } from './AccountSubmitRow.tsx'
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
  const today = chinaToday()
  const rules: FieldRules<ProfileField, ProfileDraft> = {
    nickname: (values) => checkProfileField('nickname', values, today),
    birthday: (values) => checkProfileField('birthday', values, today),
  }
  const fields = useFormFields<keyof ProfileDraft, ProfileDraft>(draftOf(loaded), rules, ['nickname'])
  const { values: draft, errors } = fields
  const [serverError, setServerError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const sexId = useId()
  const { memberInfo } = account
  const shownName = memberInfo.nickname || maskMobile(memberInfo.mobile)
  const grade = account.vipgrade.grade_name || memberInfo.grade_name

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    if (!fieldsPass(form.current, fields)) return
    setSaving(true)
    setServerError(null)
    try {
      const saved = await updateMemberProfile(
        getApi(),
        { nickname: draft.nickname.trim(), sex: draft.sex, birthday: formatBirthday(draft.birthday) },
        { silent: true },
      )
      setAccount(saved)
      fields.reset(draftOf(saved))
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

  return (
    <MemberFrame trail={[{ title: '个人信息' }]}>
      <MemberPanel title="个人信息" level={1} titleId="mf-profile-title" body="mf-profile">
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
            <p className="mf-error-box mf-account-form__server-error" role="alert">
              {serverError}
            </p>
          )}
          <div className="mf-account-form__row">
            <span className="mf-account-form__label">手机号码</span>
            <div className="mf-account-form__control mf-account-form__static">{maskMobile(memberInfo.mobile)}</div>
          </div>
          <FormRow look="account" label="昵称" required field="nickname" error={errors.nickname}>
            {({ input }) => (
              <input
                {...input}
                className="mf-account-form__input"
                value={draft.nickname}
                maxLength={NICKNAME_MAX + 10}
                placeholder={`请输入昵称，最多${NICKNAME_MAX}个字符`}
                autoComplete="nickname"
                onChange={(event) => fields.change('nickname', event.target.value)}
                onBlur={() => fields.blur('nickname')}
              />
            )}
          </FormRow>
          <div className="mf-account-form__row">
            <span className="mf-account-form__label" id={sexId}>
              性别
            </span>
            <div className="mf-account-form__control">
              <div className="mf-account-form__radios" role="radiogroup" aria-labelledby={sexId}>
                {SEXES.map((option) => (
                  <label key={option.value} className="mf-account-form__radio">
                    <input
                      type="radio"
                      name="sex"
                      value={option.value}
                      checked={draft.sex === option.value}
                      onChange={() => fields.change('sex', option.value)}
                    />
                    {option.label}
                  </label>
                ))}
              </div>
            </div>
          </div>
          <FormRow look="account" label="生日" group field="birthday" error={errors.birthday}>
            {({ labelId, invalid, describedBy }) => (
              <BirthdayPicker
                value={draft.birthday}
                today={today}
                labelledBy={labelId}
                invalid={invalid}
                describedBy={describedBy}
                onChange={(birthday) => fields.change('birthday', birthday)}
                onBlur={() => fields.blur('birthday')}
              />
            )}
          </FormRow>
          <AccountSubmitRow saving={saving} label="保存" savingLabel="保存中…" />
        </form>
      </MemberPanel>
    </MemberFrame>
  )
}
