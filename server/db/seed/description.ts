import { escapeXml } from './images/svg.ts'

export interface DescriptionInput {
  itemName: string
  brand: string
  subTitle: string
  category: string
  features: readonly string[]
  specs: { name: string; values: string[] }[]
  pics: string[]
}

const esc = escapeXml

/** Detail-page HTML: selling points, pictures, a parameter table and the service promise. */
export function descriptionHtml(input: DescriptionInput): string {
  const highlights = [...input.subTitle.split('｜').filter(Boolean), ...input.features]
  const params: [string, string][] = [
    ['品牌', input.brand],
    ['商品名称', input.itemName],
    ['商品分类', input.category],
    ...input.specs.map((spec): [string, string] => [spec.name, spec.values.join(' / ')]),
    ['售后服务', '七天无理由退货 · 全国联保'],
  ]
  return [
    '<div class="goods-description">',
    '<h3>产品亮点</h3>',
    `<ul>${highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>`,
    ...input.pics
      .slice(1)
      .map((src) => `<p><img src="${esc(src)}" width="800" height="800" alt="${esc(input.itemName)}"></p>`),
    '<h3>规格参数</h3>',
    `<table><tbody>${params.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</tbody></table>`,
    '<h3>购物说明</h3>',
    '<p>本商品由 mallfront 商城正品保障，支持七天无理由退货。图片仅供参考，请以收到的实物为准。如有疑问请联系在线客服。</p>',
    '</div>',
  ].join('')
}
