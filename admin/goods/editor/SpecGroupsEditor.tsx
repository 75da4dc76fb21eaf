import { useId, useState } from 'react'
import { ImageLibraryDialog } from '../../../designer/pickers/ImageLibraryDialog.tsx'
import { GOODS_LIMITS } from '../../../schemas/goods-rules.ts'
import { newKey, type SpecGroupDraft, type SpecValueDraft } from './sku-matrix.ts'
import type { FieldMessages } from './use-field-errors.ts'

/** A text input with its message under it, named by `label` (the spec editor's inputs sit in rows, unlabelled on screen). */
function SpecInput({
  label,
  value,
  placeholder,
  error,
  className,
  onChange,
  onBlur,
}: {
  label: string
  value: string
  placeholder: string
  error?: string
  className: string
  onChange: (value: string) => void
  onBlur: () => void
}) {
  const id = useId()
  return (
    <span className={className}>
      <input
        className="dz-input"
        value={value}
        placeholder={placeholder}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error && (
        <span id={`${id}-error`} className="dz-field__error">
          {error}
        </span>
      )}
    </span>
  )
}

/**
 * 规格: up to three groups (e.g. 颜色, 尺码), each with its values and an optional image per value.
 * Every change goes to `onChange`; the SKU table follows the combinations.
 */
export function SpecGroupsEditor({
  groups,
  onChange,
  messages,
}: {
  groups: SpecGroupDraft[]
  onChange: (groups: SpecGroupDraft[]) => void
  messages: FieldMessages
}) {
  const [adding, setAdding] = useState<Record<string, string>>({})
  const [imageFor, setImageFor] = useState<{ group: number; value: number } | null>(null)

  const setGroup = (index: number, group: SpecGroupDraft) => onChange(groups.map((g, at) => (at === index ? group : g)))
  const setValue = (g: number, v: number, value: SpecValueDraft) =>
    setGroup(g, { ...groups[g]!, values: groups[g]!.values.map((old, at) => (at === v ? value : old)) })

  function addValue(g: number) {
    const group = groups[g]!
    const name = (adding[group.key] ?? '').trim()
    if (!name) return
    setGroup(g, { ...group, values: [...group.values, { key: newKey('v'), name, image: '' }] })
    setAdding({ ...adding, [group.key]: '' })
    messages.edited(`spec_groups.${g}.values`)
  }

  return (
    <div className="gd-specs">
      {groups.map((group, g) => {
        const groupLabel = group.name.trim() || `规格${g + 1}`
        const path = `spec_groups.${g}`
        const valuesError = messages.error(`${path}.values`)
        return (
          <fieldset key={group.key} className="gd-spec">
            <legend className="mf-visually-hidden">{`规格 ${g + 1}`}</legend>
            <div className="gd-spec__head">
              <span className="gd-spec__label">规格名</span>
              <SpecInput
                className="gd-spec__name"
                label={`规格名 ${g + 1}`}
                value={group.name}
                placeholder="如 颜色、尺码"
                error={messages.error(`${path}.name`)}
                onChange={(name) => {
                  setGroup(g, { ...group, name })
                  messages.edited(`${path}.name`)
                }}
                onBlur={() => messages.touch(`${path}.name`)}
              />
              <button
                type="button"
                className="dz-link dz-link--danger gd-spec__remove"
                aria-label={`删除规格 ${groupLabel}`}
                onClick={() => onChange(groups.filter((_, at) => at !== g))}
              >
                删除规格
              </button>
            </div>
            <div className="gd-spec__values">
              <span className="gd-spec__label">规格值</span>
              <ul className="gd-spec__list" aria-label={`${groupLabel}的规格值`}>
                {group.values.map((value, v) => {
                  const valueLabel = value.name.trim() || `规格值${v + 1}`
                  return (
                    <li key={value.key} className="gd-spec__value">
                      <span className="gd-spec__thumb">
                        <button
                          type="button"
                          className={`gd-spec__image${value.image ? ' has-image' : ''}`}
                          aria-label={`${groupLabel} ${valueLabel} 规格图片`}
                          title={value.image ? '更换规格图片' : '添加规格图片（可选）'}
                          onClick={() => setImageFor({ group: g, value: v })}
                        >
                          {value.image ? <img src={value.image} alt="" /> : <span aria-hidden="true">图</span>}
                        </button>
                        {value.image && (
                          <button
                            type="button"
                            className="gd-spec__unimage"
                            aria-label={`移除 ${groupLabel} ${valueLabel} 的规格图片`}
                            title="移除规格图片"
                            onClick={() => setValue(g, v, { ...value, image: '' })}
                          >
                            ×
                          </button>
                        )}
                      </span>
                      <SpecInput
                        className="gd-spec__value-name"
                        label={`${groupLabel} 规格值 ${v + 1}`}
                        value={value.name}
                        placeholder="规格值"
                        error={
                          messages.error(`${path}.values.${v}.name`) ?? messages.error(`${path}.values.${v}.image_url`)
                        }
                        onChange={(name) => {
                          setValue(g, v, { ...value, name })
                          messages.edited(`${path}.values.${v}.name`)
                        }}
                        onBlur={() => messages.touch(`${path}.values.${v}.name`)}
                      />
                      <button
                        type="button"
                        className="gd-spec__x"
                        aria-label={`删除规格值 ${groupLabel} ${valueLabel}`}
                        onClick={() => setGroup(g, { ...group, values: group.values.filter((_, at) => at !== v) })}
                      >
                        ×
                      </button>
                    </li>
                  )
                })}
                {group.values.length < GOODS_LIMITS.specValuesMax && (
                  <li className="gd-spec__adder">
                    <input
                      className="dz-input"
                      value={adding[group.key] ?? ''}
                      placeholder="输入后回车添加"
                      aria-label={`新的${groupLabel}规格值`}
                      aria-invalid={valuesError ? true : undefined}
                      onChange={(event) => setAdding({ ...adding, [group.key]: event.target.value })}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter') {
                          event.preventDefault()
                          addValue(g)
                        }
                      }}
                    />
                    <button
                      type="button"
                      className="dz-btn"
                      aria-label={`添加${groupLabel}规格值`}
                      onClick={() => addValue(g)}
                    >
                      添加
                    </button>
                  </li>
                )}
              </ul>
              {valuesError && <p className="dz-field__error">{valuesError}</p>}
            </div>
          </fieldset>
        )
      })}
      {groups.length < GOODS_LIMITS.specGroupsMax && (
        <button
          type="button"
          className="dz-btn gd-specs__add"
          onClick={() => onChange([...groups, { key: newKey('g'), name: '', values: [] }])}
        >
          ＋ 添加规格
        </button>
      )}
      <span className="dz-field__help">最多 {GOODS_LIMITS.specGroupsMax} 组规格；规格表按所有规格值的组合生成</span>
      <ImageLibraryDialog
        open={imageFor !== null}
        onClose={() => setImageFor(null)}
        onConfirm={(image) => {
          if (imageFor) {
            const value = groups[imageFor.group]?.values[imageFor.value]
            if (value) setValue(imageFor.group, imageFor.value, { ...value, image: image.img_full_url })
          }
          setImageFor(null)
        }}
      />
    </div>
  )
}
