import { isRecord } from '../../schemas/guards.ts'

/** A value of a diff row as the operator reads it: short, with 空 for nothing and 是 / 否 for switches. */

const LONGEST = 24

const cut = (text: string) => ([...text].length > LONGEST ? `${[...text].slice(0, LONGEST).join('')}…` : text)

export function formatValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '空'
  if (typeof value === 'boolean') return value ? '是' : '否'
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string') return `“${cut(value.replace(/\s+/g, ' '))}”`
  if (Array.isArray(value)) {
    if (value.length === 0) return '空'
    if (value.every((item) => !isRecord(item) && !Array.isArray(item))) return cut(value.map(String).join('、'))
    return `${value.length} 项`
  }
  if (isRecord(value)) {
    const named = ['title', 'name', 'text', 'imgUrl'].map((key) => value[key]).find((v) => typeof v === 'string' && v)
    return typeof named === 'string' ? `一项（${cut(named)}）` : '一项'
  }
  return cut(String(value))
}
