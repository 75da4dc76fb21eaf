import { Button } from '../../../components/button/Button.tsx'

/** The account forms' last row (个人信息, 修改密码): the submit button under the fields, busy while saving. */
export function AccountSubmitRow({
  saving,
  label,
  savingLabel,
}: {
  saving: boolean
  label: string
  savingLabel: string
}) {
  return (
    <div className="mf-account-form__row">
      <span className="mf-account-form__label" aria-hidden="true" />
      <div className="mf-account-form__control">
        <Button type="primary" htmlType="submit" disabled={saving} className="mf-account-form__submit">
          {saving ? savingLabel : label}
        </Button>
      </div>
    </div>
  )
}
