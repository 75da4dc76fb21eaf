import ExcelJS from 'exceljs'
import { GOODS_LIMITS } from '../../../schemas/goods-rules.ts'
import { IMPORT_HEADERS, IMPORT_MAX_ROWS } from '../../../schemas/api/admin/goods-import.ts'

const EXAMPLE = [
  '纯棉圆领T恤',
  'TS-001-WH-M',
  '服装/男装/T恤',
  '示例品牌',
  '颜色',
  '白色',
  '尺码',
  'M',
  '59.00',
  '99.00',
  100,
  200,
  '是',
]

const NOTES: [string, string][] = [
  ['商品名称', `必填，不超过${GOODS_LIMITS.nameMax}个字。名称相同的多行合为一个商品，每行是它的一个规格`],
  [
    '货号',
    `必填，每行（每个规格）一个，不超过${GOODS_LIMITS.bnMax}个字符，只能包含字母、数字和 - _ . /，不能与已有商品重复`,
  ],
  ['分类', '必填，第三级分类的完整路径，用 / 分隔，如 服装/男装/T恤；第三级名称唯一时也可只填它'],
  ['品牌', '选填，须是已有品牌的名称'],
  ['规格1、规格值1', '选填，如 颜色、白色；不填即单规格商品（只能有一行）'],
  ['规格2、规格值2', '选填，如 尺码、M；同一商品的各行须填同样的规格名，且每个规格组合各占一行'],
  ['售价（元）', '必填，不低于0.01，最多两位小数'],
  ['划线价（元）', '选填，最多两位小数'],
  ['库存', `必填，0到${GOODS_LIMITS.storeMax}的整数`],
  ['重量', `选填，单位克，0到${GOODS_LIMITS.weightMax}的整数`],
  ['上架', '填 是 或 否（不填为否）；同一商品以第一行为准'],
  [
    '图片',
    `商品图片地址（http(s) 开头，或本站的 /uploads/ 地址），多张用逗号或换行分隔，最多${GOODS_LIMITS.picsMax}张，第一张为主图；上架为 是 时必填，同一商品以第一行为准`,
  ],
  ['其他', `每次最多导入${IMPORT_MAX_ROWS}行；商品详情导入后在商品编辑页补充`],
]

/** 下载导入模板: the headers with one example row, and a sheet of instructions. */
export async function importTemplate(): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('商品')
  sheet.columns = IMPORT_HEADERS.map((header) => ({
    header,
    width: header === '商品名称' || header === '分类' ? 24 : 12,
  }))
  sheet.getRow(1).font = { bold: true }
  sheet.addRow(EXAMPLE)
  const notes = book.addWorksheet('填写说明')
  notes.columns = [
    { header: '列', width: 18 },
    { header: '说明', width: 90 },
  ]
  notes.getRow(1).font = { bold: true }
  for (const note of NOTES) notes.addRow(note)
  return Buffer.from(await book.xlsx.writeBuffer())
}
