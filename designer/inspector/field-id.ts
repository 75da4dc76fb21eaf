/**
 * The DOM id of a field's control: unique per widget and path, so two inspectors never clash
 * and a label's htmlFor always finds its input.
 */
export function fieldId(target: string, path: string): string {
  return `dzi-${target}${path}`.replace(/[^A-Za-z0-9_-]/g, '-')
}

/** JSON pointer of a hint key's field at a list item (`data/*` + `/imgUrl` under `/data/2`). */
export function pointerOf(key: string, parentKey: string, parentPointer: string): string {
  return parentKey === '' ? `/${key}` : `${parentPointer}${key.slice(parentKey.length)}`
}
