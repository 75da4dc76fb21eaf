import fs from 'node:fs'

/**
 * Simple product pictograms: icons/<name>.svg, drawn in a 200x200 box in two colours,
 * var(--body) and var(--detail), so variants can be tinted.
 */
const ICON_NAMES = [
  'phone',
  'charger',
  'headphones',
  'watch',
  'camera',
  'laptop',
  'monitor',
  'keyboard',
  'printer',
  'fridge',
  'washer',
  'aircon',
  'ricecooker',
  'airfryer',
  'coffee',
  'tshirt',
  'jacket',
  'dress',
  'sneaker',
  'backpack',
  'suitcase',
  'serum',
  'jar',
  'tube',
  'bottle',
  'toothbrush',
  'lipstick',
  'nut',
  'cookie',
  'tea',
  'fruit',
  'fish',
  'egg',
  'milk',
  'diaper',
  'blocks',
  'car',
  'puzzle',
  'bed',
  'pillow',
  'sofa',
  'chair',
  'box',
  'pot',
  'knife',
  'dumbbell',
  'yoga',
  'tent',
  'bike',
  'book',
  'pen',
  'guitar',
  'bag',
] as const

export type IconName = (typeof ICON_NAMES)[number]

const drawings = new Map<IconName, string>()

/** The shapes inside the icon's <svg> element, one per line in the file, read once. */
function drawing(name: IconName): string {
  let shapes = drawings.get(name)
  if (shapes === undefined) {
    const lines = fs
      .readFileSync(new URL(`./icons/${name}.svg`, import.meta.url), 'utf8')
      .trim()
      .split('\n')
    shapes = lines
      .slice(1, -1)
      .map((line) => line.trim())
      .join('')
    drawings.set(name, shapes)
  }
  return shapes
}

/** The icon drawn into a box of `size` px whose top-left is (x, y). */
export function icon(name: IconName, x: number, y: number, size: number, body: string, detail: string): string {
  const scale = size / 200
  const shapes = drawing(name).replaceAll('var(--body)', body).replaceAll('var(--detail)', detail)
  return `<g transform="translate(${x} ${y}) scale(${scale})">${shapes}</g>`
}
