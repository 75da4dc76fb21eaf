import { EditorSection } from './EditorSection.tsx'
import type { SectionProps } from './section-props.ts'

/** 赠品 and 上架状态: whether the goods is a gift only, and whether it goes on sale when saved. */
export function SaleSection({ form, change }: SectionProps) {
  return (
    <EditorSection id="gd-sale" title="赠品与上架">
      <label className="gd-check">
        <input type="checkbox" checked={form.is_gift} onChange={(event) => change({ is_gift: event.target.checked })} />
        设为赠品
        <span className="dz-muted">（只随活动赠送，不能单独购买）</span>
      </label>
      <div className="gd-field-row">
        <span className="gd-field-row__label" id="gd-shelf-label">
          上架状态
        </span>
        <div className="gd-radios" role="radiogroup" aria-labelledby="gd-shelf-label">
          <label className="gd-radio">
            <input
              type="radio"
              name="gd-approve"
              checked={form.approve_status === 'onsale'}
              onChange={() => change({ approve_status: 'onsale' })}
            />
            立即上架
          </label>
          <label className="gd-radio">
            <input
              type="radio"
              name="gd-approve"
              checked={form.approve_status === 'instock'}
              onChange={() => change({ approve_status: 'instock' })}
            />
            放入仓库
          </label>
        </div>
      </div>
    </EditorSection>
  )
}
