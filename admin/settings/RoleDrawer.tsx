import { useId, useRef, useState, type FormEvent } from 'react'
import { ADMIN_AREAS, AREA_CODES, type AdminArea } from '../../schemas/api/admin/areas.ts'
import type { RoleView } from '../../schemas/api/admin/operators.ts'
import { toast } from '../../runtime/components/toast/toast.ts'
import { adminApi } from '../api.ts'
import { Drawer } from '../kit/Drawer.tsx'
import { FormError, FormField } from '../kit/FormField.tsx'
import {
  AREAS_MESSAGE,
  hasErrors,
  refusal,
  ROLE_NAME_MESSAGE,
  useFocusFirst,
  useFocusInvalid,
  type Errors,
} from './forms.ts'

type RoleField = 'name' | 'description' | 'areas'

const ROLE_FIELDS = {
  ROLE_NAME_REQUIRED: 'name',
  ROLE_NAME_INVALID: 'name',
  ROLE_NAME_TAKEN: 'name',
  ROLE_AREAS_REQUIRED: 'areas',
} as const

/** 新增角色 / 编辑角色: its name, a description, and the parts of the console it opens. */
export function RoleDrawer({
  open,
  role,
  onClose,
  onDone,
}: {
  open: boolean
  /** The role being edited; null for a new one. */
  role: RoleView | null
  onClose: () => void
  onDone: () => void
}) {
  const [form, setForm] = useState({ name: role?.name ?? '', description: role?.description ?? '' })
  const [areas, setAreas] = useState<AdminArea[]>(role?.areas ?? [])
  const [errors, setErrors] = useState<Errors<RoleField>>({})
  const [busy, setBusy] = useState(false)
  const formId = useId()
  const areasErrorId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const focusInvalid = useFocusInvalid(formRef)
  useFocusFirst(formRef, open)

  const change = (field: 'name' | 'description') => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  function toggle(area: AdminArea, checked: boolean) {
    setAreas((current) => (checked ? [...current, area] : current.filter((code) => code !== area)))
    setErrors((current) => ({ ...current, areas: undefined }))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const name = form.name.trim()
    const found: Errors<RoleField> = {
      name: name ? undefined : ROLE_NAME_MESSAGE,
      areas: areas.length ? undefined : AREAS_MESSAGE,
    }
    setErrors(found)
    if (hasErrors(found)) return focusInvalid()
    setBusy(true)
    // In the order the console lists its sections.
    const body = {
      name,
      description: form.description.trim(),
      areas: AREA_CODES.filter((code) => areas.includes(code)),
    }
    try {
      if (role) await adminApi.updateRole(role.id, body)
      else await adminApi.createRole(body)
      toast.success(role ? '已保存' : '已新增角色')
      onDone()
    } catch (failure) {
      const refused = refusal<RoleField>(failure, ROLE_FIELDS)
      if (refused) {
        setErrors(refused)
        focusInvalid()
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <Drawer
      title={role ? `编辑角色 ${role.name}` : '新增角色'}
      open={open}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="dz-btn" onClick={onClose}>
            取消
          </button>
          <button type="submit" form={formId} className="dz-btn dz-btn--primary" disabled={busy}>
            {busy ? '保存中…' : role ? '保存' : '确定'}
          </button>
        </>
      }
    >
      <form id={formId} ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <FormError message={errors.form} />
        <FormField label="角色名称" value={form.name} onChange={change('name')} error={errors.name} maxLength={20} />
        <FormField
          label="说明"
          value={form.description}
          onChange={change('description')}
          error={errors.description}
          maxLength={100}
          placeholder="选填，如：只处理订单与售后"
        />
        <fieldset className="dz-field st-areas" aria-describedby={errors.areas ? areasErrorId : undefined}>
          <legend className="dz-field__label">权限</legend>
          <div className="st-areas__list">
            {AREA_CODES.map((code) => (
              <label key={code} className="st-check">
                <input
                  type="checkbox"
                  checked={areas.includes(code)}
                  onChange={(event) => toggle(code, event.target.checked)}
                  aria-invalid={errors.areas ? true : undefined}
                />
                {ADMIN_AREAS[code]}
              </label>
            ))}
          </div>
          {errors.areas && (
            <p id={areasErrorId} className="dz-field__error">
              {errors.areas}
            </p>
          )}
        </fieldset>
      </form>
    </Drawer>
  )
}
