import type { FastifyError } from 'fastify'

/** Turns the first ajv error into a Chinese sentence naming the field. */
export function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0]
  if (!first) return '请求参数错误'
  const where = first.instancePath.replace(/^\//, '').replace(/\//g, '.')
  const missing = (first.params as { missingProperty?: string }).missingProperty
  const field = missing ?? (where || '参数')
  const params = first.params as Record<string, unknown>
  switch (first.keyword) {
    case 'required':
      return `缺少必填参数：${field}`
    case 'type':
      return `参数格式错误：${field}`
    case 'minimum':
    case 'exclusiveMinimum':
      return `参数 ${field} 不能小于 ${String(params.limit)}`
    case 'maximum':
    case 'exclusiveMaximum':
      return `参数 ${field} 不能大于 ${String(params.limit)}`
    case 'maxLength':
      return `参数 ${field} 过长`
    case 'minLength':
      return `参数 ${field} 不能为空`
    case 'enum':
      return `参数 ${field} 的取值无效`
    case 'pattern':
    case 'format':
      return `参数 ${field} 格式不正确`
    default:
      return `参数 ${field} 无效`
  }
}
