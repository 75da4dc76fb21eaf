/**
 * Keeps the generated document valid for the OpenAPI 3.0 it declares. @fastify/swagger turns a
 * schema's `examples` array into `example` (or the media type's examples) at the top of a body or
 * answer and down its properties and items, but not inside `anyOf`/`oneOf`/`allOf`/`not` (a 409
 * that is the stale-draft body or a plain error, for one); a 3.0 Schema Object has no `examples`,
 * so each such array left anywhere in the document becomes `example`, its first entry.
 */

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

const mapValues = (map: unknown, change: (value: unknown) => unknown): unknown =>
  isObject(map) ? Object.fromEntries(Object.entries(map).map(([key, value]) => [key, change(value)])) : map

/** A Schema Object and every schema inside it, with `examples: [x, …]` written `example: x`. */
export function schemaFor30(schema: unknown): unknown {
  if (!isObject(schema) || '$ref' in schema) return schema
  const { examples, ...rest } = schema
  const result: Json = { ...rest }
  if (Array.isArray(examples)) {
    if (examples.length > 0 && !('example' in rest)) result.example = examples[0]
  } else if (examples !== undefined) result.examples = examples
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const)
    if (Array.isArray(rest[key])) result[key] = (rest[key] as unknown[]).map(schemaFor30)
  for (const key of ['not', 'items', 'additionalProperties'] as const)
    if (isObject(rest[key])) result[key] = schemaFor30(rest[key])
  if (isObject(rest.properties)) result.properties = mapValues(rest.properties, schemaFor30)
  return result
}

/** The `content` of a request body, answer or parameter: each media type's schema made valid. */
const contentFor30 = (content: unknown) =>
  mapValues(content, (media) => (isObject(media) ? { ...media, schema: schemaFor30(media.schema) } : media))

const withSchema = (holder: unknown): unknown =>
  isObject(holder)
    ? {
        ...holder,
        ...('schema' in holder && { schema: schemaFor30(holder.schema) }),
        ...('content' in holder && { content: contentFor30(holder.content) }),
      }
    : holder

const answerFor30 = (answer: unknown): unknown =>
  isObject(answer)
    ? {
        ...(withSchema(answer) as Json),
        ...('headers' in answer && { headers: mapValues(answer.headers, withSchema) }),
      }
    : answer

function operationFor30(operation: unknown): unknown {
  if (!isObject(operation)) return operation
  return {
    ...operation,
    ...(Array.isArray(operation.parameters) && { parameters: operation.parameters.map(withSchema) }),
    ...('requestBody' in operation && { requestBody: withSchema(operation.requestBody) }),
    ...('responses' in operation && { responses: mapValues(operation.responses, answerFor30) }),
  }
}

/** Every Schema Object of the document (operations and components) written for OpenAPI 3.0. */
export function documentFor30<Document extends object>(document: Document): Document {
  const doc = document as Json
  const components = isObject(doc.components) ? doc.components : undefined
  return {
    ...document,
    ...(isObject(doc.paths) && {
      paths: mapValues(doc.paths, (item) =>
        isObject(item)
          ? Object.fromEntries(
              Object.entries(item).map(([key, value]) => [
                key,
                key === 'parameters' && Array.isArray(value) ? value.map(withSchema) : operationFor30(value),
              ]),
            )
          : item,
      ),
    }),
    ...(components && {
      components: {
        ...components,
        ...(isObject(components.schemas) && { schemas: mapValues(components.schemas, schemaFor30) }),
        ...(isObject(components.responses) && { responses: mapValues(components.responses, answerFor30) }),
        ...(isObject(components.parameters) && { parameters: mapValues(components.parameters, withSchema) }),
        ...(isObject(components.requestBodies) && { requestBodies: mapValues(components.requestBodies, withSchema) }),
      },
    }),
  }
}
