import type { VipGradeOption } from '../../../schemas/api/admin/goods.ts'
import { EditorSection } from './EditorSection.tsx'
import { blankSku, withGroups } from './form-model.ts'
import type { SectionProps } from './section-props.ts'
import { SingleSkuFields } from './SingleSkuFields.tsx'
import { fillRow, skuColumns } from './sku-columns.ts'
import { combinations, newKey } from './sku-matrix.ts'
import { SkuMatrix } from './SkuMatrix.tsx'
import { SpecGroupsEditor } from './SpecGroupsEditor.tsx'

/** 规格与库存: 单规格 (one SKU's fields) or 多规格 (spec groups and the SKU table of their combinations). */
export function SpecSection({ form, change, messages, grades }: SectionProps & { grades: VipGradeOption[] }) {
  const columns = skuColumns({ points: form.item_type === 'point' })
  const all = combinations(form.groups)
  const sectionError = messages.error('spec_groups') ?? messages.error('skus')

  function mode(nospec: boolean) {
    if (nospec || form.groups.length > 0) change({ nospec }, 'spec_groups', 'skus')
    else change({ ...withGroups(form, [{ key: newKey('g'), name: '', values: [] }]), nospec }, 'spec_groups', 'skus')
  }

  return (
    <EditorSection id="gd-skus" title="规格与库存">
      <div className="gd-radios" role="radiogroup" aria-label="规格类型">
        <label className="gd-radio">
          <input type="radio" name="gd-nospec" checked={form.nospec} onChange={() => mode(true)} />
          单规格
        </label>
        <label className="gd-radio">
          <input type="radio" name="gd-nospec" checked={!form.nospec} onChange={() => mode(false)} />
          多规格
          <span className="dz-muted">（如不同颜色、尺码分别定价和计库存）</span>
        </label>
      </div>
      {sectionError && (
        <p className="dz-form__error gd-section-error" role="alert">
          {sectionError}
        </p>
      )}
      {form.nospec ? (
        <SingleSkuFields
          sku={form.single}
          columns={columns}
          grades={grades}
          messages={messages}
          onChange={(single) => change({ single })}
        />
      ) : (
        <>
          <SpecGroupsEditor
            groups={form.groups}
            messages={messages}
            onChange={(groups) => change(withGroups(form, groups), 'spec_groups', 'skus')}
          />
          <SkuMatrix
            groups={form.groups}
            combinations={all}
            rows={form.rows}
            columns={columns}
            grades={grades}
            messages={messages}
            onRow={(key, row) => change({ rows: { ...form.rows, [key]: row } })}
            onFill={(bulk) =>
              change({
                rows: Object.fromEntries(
                  all.map((combination) => [combination.key, fillRow(form.rows[combination.key] ?? blankSku(), bulk)]),
                ),
              })
            }
          />
        </>
      )}
    </EditorSection>
  )
}
