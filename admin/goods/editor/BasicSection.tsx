import type { BrandView, CategoryNode } from '../../../schemas/api/admin/catalogue.ts'
import { GOODS_LIMITS } from '../../../schemas/goods-rules.ts'
import { FormField, SelectField } from '../../kit/FormField.tsx'
import { flatten } from '../catalogue/category-paths.ts'
import { CategoryCascader } from './CategoryCascader.tsx'
import { EditorSection } from './EditorSection.tsx'
import type { SectionProps } from './section-props.ts'
import { TagsInput } from './TagsInput.tsx'

/** 基本信息: name, subtitle, brand, category (three levels), 主类目, tags and unit. */
export function BasicSection({
  form,
  change,
  messages,
  categories,
  brands,
}: SectionProps & { categories: CategoryNode[]; brands: BrandView[] }) {
  const tagError = messages.error('tags') ?? form.tags.map((_, index) => messages.error(`tags.${index}`)).find(Boolean)
  return (
    <EditorSection id="gd-basic" title="基本信息">
      <div className="gd-grid gd-grid--wide">
        <div className="gd-req">
          <FormField
            label="商品名称"
            value={form.item_name}
            placeholder="请输入商品名称"
            help={`${form.item_name.trim().length}/${GOODS_LIMITS.nameMax}`}
            error={messages.error('item_name')}
            onChange={(item_name) => change({ item_name }, 'item_name')}
            onBlur={() => messages.touch('item_name')}
          />
        </div>
        <FormField
          label="副标题"
          value={form.sub_title}
          placeholder="一句话卖点，显示在商品名称下方（选填）"
          help={`${form.sub_title.trim().length}/${GOODS_LIMITS.subTitleMax}`}
          error={messages.error('sub_title')}
          onChange={(sub_title) => change({ sub_title }, 'sub_title')}
          onBlur={() => messages.touch('sub_title')}
        />
      </div>
      <CategoryCascader
        nodes={categories}
        value={form.category_id}
        error={messages.error('category_id')}
        onChange={(category_id) => change({ category_id }, 'category_id')}
        onBlur={() => messages.touch('category_id')}
      />
      <div className="gd-grid">
        <SelectField
          label="主类目"
          value={form.main_category_id}
          help="平台类目，用于商城的类目导航"
          error={messages.error('main_category_id')}
          onChange={(main_category_id) => change({ main_category_id }, 'main_category_id')}
        >
          <option value="">与商品分类相同</option>
          {flatten(categories).map((category) => (
            <option key={category.id} value={category.id}>
              {category.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="品牌"
          value={form.brand_id}
          error={messages.error('brand_id')}
          onChange={(brand_id) => change({ brand_id }, 'brand_id')}
        >
          <option value="">无品牌</option>
          {brands.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </SelectField>
        <FormField
          label="单位"
          value={form.unit}
          placeholder="件"
          maxLength={GOODS_LIMITS.unitMax}
          error={messages.error('unit')}
          onChange={(unit) => change({ unit }, 'unit')}
          onBlur={() => messages.touch('unit')}
        />
      </div>
      <TagsInput tags={form.tags} error={tagError} onChange={(tags) => change({ tags }, 'tags')} />
    </EditorSection>
  )
}
