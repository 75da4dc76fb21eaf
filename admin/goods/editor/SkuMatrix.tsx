import { useState } from 'react'
import type { VipGradeOption } from '../../../schemas/api/admin/goods.ts'
import { CellInput } from './CellInput.tsx'
import { blankSku, type SkuDraft } from './form-model.ts'
import { type BulkValues, gradeFold, memberPlaceholder, type SkuColumn } from './sku-columns.ts'
import { type Combination, type SpecGroupDraft, usableGroups } from './sku-matrix.ts'
import type { FieldMessages } from './use-field-errors.ts'

/**
 * 规格表: one row per combination of the spec values, with its price, 划线价, member prices per grade
 * (collapsible columns), 员工价, stock, 货号 and weight. The 批量设置 row fills a column of every row.
 */
export function SkuMatrix({
  groups,
  combinations,
  rows,
  columns,
  grades,
  messages,
  onRow,
  onFill,
}: {
  groups: SpecGroupDraft[]
  combinations: Combination[]
  rows: Record<string, SkuDraft>
  columns: SkuColumn[]
  grades: VipGradeOption[]
  messages: FieldMessages
  onRow: (key: string, row: SkuDraft) => void
  onFill: (bulk: BulkValues) => void
}) {
  const [members, setMembers] = useState(false)
  const [bulk, setBulk] = useState<BulkValues>({ fields: {}, member: {} })
  const usable = usableGroups(groups)
  // A member price with a message opens the columns, so the message and its field can be seen.
  const memberError = combinations.some((_, index) =>
    grades.some((grade) => messages.error(`skus.${index}.member.${grade.id}`)),
  )
  const expanded = members || memberError
  const memberColumns = expanded ? grades : []

  if (combinations.length === 0)
    return <p className="gd-matrix__empty">添加规格名和规格值后，这里会列出每个规格组合，逐一填写价格和库存。</p>

  return (
    <div className="gd-matrix">
      <div className="ac-table-wrap">
        <table className="ac-table gd-matrix__table">
          <caption className="mf-visually-hidden">规格表</caption>
          <thead>
            <tr>
              {usable.map((group) => (
                <th key={group.key} scope="col">
                  {group.name}
                </th>
              ))}
              {columns.map((column) => (
                <th key={column.field} scope="col" className={column.field === 'price' ? 'gd-required' : undefined}>
                  {column.label}
                </th>
              ))}
              {grades.length > 0 && !expanded && (
                <th scope="col">
                  <button
                    type="button"
                    className="dz-link gd-matrix__toggle"
                    aria-expanded={false}
                    onClick={() => setMembers(true)}
                  >
                    会员价 ▸
                  </button>
                </th>
              )}
              {memberColumns.map((grade, index) => (
                <th key={grade.id} scope="col" className="gd-matrix__member">
                  {index === 0 ? (
                    <button
                      type="button"
                      className="dz-link gd-matrix__toggle"
                      aria-expanded={true}
                      aria-label={`收起会员价 ${grade.name}价`}
                      onClick={() => setMembers(false)}
                    >
                      ◂ {grade.name}价
                    </button>
                  ) : (
                    `${grade.name}价`
                  )}
                  {gradeFold(grade) && <span className="gd-matrix__fold">{gradeFold(grade)}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="gd-matrix__bulk">
              <th scope="row" colSpan={usable.length}>
                批量设置
              </th>
              {columns.map((column) =>
                column.field === 'bn' ? (
                  <td key={column.field}>
                    <button
                      type="button"
                      className="dz-btn gd-matrix__fill"
                      onClick={() => {
                        onFill(bulk)
                        setBulk({ fields: {}, member: {} })
                      }}
                    >
                      填充到全部规格
                    </button>
                  </td>
                ) : (
                  <td key={column.field}>
                    <CellInput
                      label={`批量设置 ${column.label}`}
                      value={bulk.fields[column.field] ?? ''}
                      placeholder={column.label.replace(/\(.*\)/, '')}
                      inputMode={column.field === 'store' || column.field === 'weight' ? 'numeric' : 'decimal'}
                      onChange={(value) => setBulk({ ...bulk, fields: { ...bulk.fields, [column.field]: value } })}
                    />
                  </td>
                ),
              )}
              {grades.length > 0 && !expanded && <td />}
              {memberColumns.map((grade) => (
                <td key={grade.id}>
                  <CellInput
                    label={`批量设置 ${grade.name}价`}
                    value={bulk.member[grade.id] ?? ''}
                    placeholder={`${grade.name}价`}
                    size="member"
                    onChange={(value) => setBulk({ ...bulk, member: { ...bulk.member, [grade.id]: value } })}
                  />
                </td>
              ))}
            </tr>
            {combinations.map((combination, index) => {
              const row = rows[combination.key] ?? blankSku()
              const name = combination.values.map((value) => value.name.trim()).join(' / ')
              const at = `skus.${index}`
              const change = (next: SkuDraft, field: string) => {
                onRow(combination.key, next)
                messages.edited(`${at}.${field}`)
              }
              const specError = messages.error(`${at}.spec_values`)
              return (
                <tr key={combination.key}>
                  {combination.values.map((value, v) => (
                    <td key={value.key} className="gd-matrix__spec">
                      <span className="gd-matrix__value">
                        {value.image && v === 0 && <img src={value.image} alt="" className="gd-matrix__thumb" />}
                        {value.name}
                      </span>
                      {specError && v === 0 && <span className="dz-field__error gd-cell__error">{specError}</span>}
                    </td>
                  ))}
                  {columns.map((column) => (
                    <td key={column.field}>
                      <CellInput
                        label={`${name} ${column.label}`}
                        value={row[column.field]}
                        placeholder={column.placeholder}
                        inputMode={
                          column.field === 'bn'
                            ? 'text'
                            : column.numeric && column.field !== 'store' && column.field !== 'weight'
                              ? 'decimal'
                              : 'numeric'
                        }
                        size={column.field === 'bn' ? 'wide' : undefined}
                        error={messages.error(`${at}.${column.field}`)}
                        onChange={(value) => change({ ...row, [column.field]: value }, column.field)}
                        onBlur={() => messages.touch(`${at}.${column.field}`)}
                      />
                    </td>
                  ))}
                  {grades.length > 0 && !expanded && (
                    <td className="gd-matrix__member-summary">
                      {`${Object.values(row.member_prices).filter((text) => text.trim()).length}/${grades.length} 已设`}
                    </td>
                  )}
                  {memberColumns.map((grade) => (
                    <td key={grade.id}>
                      <CellInput
                        label={`${name} ${grade.name}价`}
                        value={row.member_prices[grade.id] ?? ''}
                        placeholder={memberPlaceholder(grade, row.price)}
                        size="member"
                        error={messages.error(`${at}.member.${grade.id}`)}
                        onChange={(value) =>
                          change(
                            { ...row, member_prices: { ...row.member_prices, [grade.id]: value } },
                            `member.${grade.id}`,
                          )
                        }
                        onBlur={() => messages.touch(`${at}.member.${grade.id}`)}
                      />
                    </td>
                  ))}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <p className="dz-field__help">
        共 {combinations.length}{' '}
        个规格组合；在“批量设置”一行填写后点“填充到全部规格”可一次填好整列；会员价留空时按会员等级折扣计算
      </p>
    </div>
  )
}
