import ExcelJS from 'exceljs'
import { fail } from '../../lib/errors.ts'
import { IMPORT_HEADERS, IMPORT_MAX_ROWS, type ImportHeader } from '../../../schemas/api/admin/goods-import.ts'

/** One goods row of the sheet: its number (the header is row 1) and the text of each column. */
export interface SheetRow {
  row: number
  cells: Record<ImportHeader, string>
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (typeof value === 'string') return value.trim()
  if (value instanceof Date) return value.toISOString()
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim()
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue)
  if ('text' in value) return String(value.text).trim()
  return ''
}

/** xlsx files are zip archives: they start with PK\x03\x04. */
const isZip = (file: Buffer) => file.length > 4 && file.readUInt32LE(0) === 0x04034b50

/** The goods rows of the first sheet, read by the template's headers (columns may be in any order). */
export async function readSheet(file: Buffer): Promise<SheetRow[]> {
  if (!isZip(file)) throw fail('GOODS_IMPORT_FILE_INVALID')
  const book = new ExcelJS.Workbook()
  try {
    await book.xlsx.load(file as unknown as ArrayBuffer)
  } catch {
    throw fail('GOODS_IMPORT_FILE_INVALID')
  }
  const sheet = book.worksheets[0]
  if (!sheet) throw fail('GOODS_IMPORT_EMPTY')
  const columns = new Map<ImportHeader, number>()
  sheet.getRow(1).eachCell((cell, column) => {
    const header = cellText(cell.value) as ImportHeader
    if (IMPORT_HEADERS.includes(header)) columns.set(header, column)
  })
  if (!columns.has('商品名称')) throw fail('GOODS_IMPORT_FILE_INVALID')
  const rows: SheetRow[] = []
  sheet.eachRow((row, number) => {
    if (number === 1) return
    const cells = Object.fromEntries(
      IMPORT_HEADERS.map((header) => {
        const column = columns.get(header)
        return [header, column === undefined ? '' : cellText(row.getCell(column).value)]
      }),
    ) as Record<ImportHeader, string>
    if (Object.values(cells).some((text) => text !== '')) rows.push({ row: number, cells })
  })
  if (rows.length === 0) throw fail('GOODS_IMPORT_EMPTY')
  if (rows.length > IMPORT_MAX_ROWS) throw fail('GOODS_IMPORT_TOO_MANY', { max: IMPORT_MAX_ROWS })
  return rows
}
