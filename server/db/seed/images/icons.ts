/**
 * Simple product pictograms drawn in a 200x200 box. `b` is the body colour, `d` the detail
 * colour; each icon only uses these two so variants can be tinted.
 */
type Draw = (b: string, d: string) => string

const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`
const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`
const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`
const stroke = (d: string, color: string, width = 8) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`

const ICONS = {
  phone: (b, d) =>
    rect(60, 18, 80, 164, 16, b) + rect(68, 34, 64, 124, 6, d) + circle(100, 26, 3, d) + rect(88, 166, 24, 5, 2.5, d),
  charger: (b, d) =>
    rect(80, 32, 10, 30, 3, b) +
    rect(110, 32, 10, 30, 3, b) +
    rect(62, 58, 76, 82, 16, b) +
    rect(74, 72, 52, 8, 4, d) +
    stroke('M100 140 C100 172 58 160 58 190', b, 8),
  headphones: (b, d) =>
    stroke('M45 122 V100 A55 55 0 0 1 155 100 V122', b, 12) +
    rect(33, 108, 32, 60, 13, b) +
    rect(135, 108, 32, 60, 13, b) +
    rect(41, 118, 16, 40, 8, d) +
    rect(143, 118, 16, 40, 8, d),
  watch: (b, d) =>
    rect(78, 16, 44, 168, 12, d) +
    rect(58, 52, 84, 96, 22, b) +
    rect(68, 62, 64, 76, 14, d) +
    rect(142, 86, 9, 24, 4, b) +
    stroke('M100 100 V80 M100 100 L114 108', b, 5),
  camera: (b, d) =>
    rect(62, 44, 44, 24, 6, b) +
    rect(28, 60, 144, 98, 16, b) +
    circle(100, 110, 36, d) +
    circle(100, 110, 22, b) +
    circle(100, 110, 9, d) +
    circle(150, 78, 6, d),
  laptop: (b, d) =>
    rect(40, 42, 120, 84, 8, b) +
    rect(48, 50, 104, 68, 4, d) +
    path('M20 132 H180 L170 150 H30 Z', b) +
    rect(88, 134, 24, 5, 2, d),
  monitor: (b, d) =>
    rect(22, 32, 156, 100, 8, b) +
    rect(30, 40, 140, 80, 4, d) +
    rect(90, 132, 20, 26, 2, b) +
    rect(62, 156, 76, 9, 4.5, b),
  keyboard: (b, d) => {
    let keys = ''
    for (let row = 0; row < 2; row++)
      for (let col = 0; col < 8; col++) keys += rect(30 + col * 18, 82 + row * 18, 14, 12, 3, d)
    return rect(18, 68, 164, 72, 12, b) + keys + rect(56, 118, 88, 11, 4, d)
  },
  printer: (b, d) =>
    rect(55, 26, 90, 50, 4, d) +
    rect(28, 68, 144, 74, 12, b) +
    rect(55, 120, 90, 56, 4, d) +
    stroke('M70 140 H130 M70 155 H115', b, 5) +
    circle(152, 88, 6, d),
  fridge: (b, d) =>
    rect(52, 16, 96, 170, 12, b) +
    rect(52, 76, 96, 5, 0, d) +
    rect(128, 36, 7, 30, 3.5, d) +
    rect(128, 92, 7, 44, 3.5, d),
  washer: (b, d) =>
    rect(38, 22, 124, 160, 14, b) +
    rect(38, 52, 124, 4, 0, d) +
    circle(100, 118, 46, d) +
    circle(100, 118, 33, b) +
    circle(140, 37, 7, d) +
    rect(54, 33, 40, 8, 4, d),
  aircon: (b, d) =>
    rect(18, 50, 164, 66, 16, b) +
    rect(34, 96, 132, 6, 3, d) +
    circle(160, 70, 5, d) +
    stroke('M62 132 q12 16 0 34 M100 132 q12 16 0 34 M138 132 q12 16 0 34', b, 6),
  ricecooker: (b, d) =>
    rect(84, 44, 32, 12, 6, b) +
    rect(36, 78, 128, 92, 32, b) +
    path('M38 82 Q100 42 162 82 Z', d) +
    rect(78, 118, 44, 26, 7, d),
  airfryer: (b, d) =>
    rect(48, 20, 104, 162, 32, b) + circle(100, 58, 15, d) + rect(66, 92, 68, 44, 9, d) + rect(84, 144, 32, 24, 7, d),
  coffee: (b, d) =>
    stroke('M74 58 q-10 -14 0 -28 M100 58 q-10 -14 0 -28 M126 58 q-10 -14 0 -28', b, 6) +
    path('M42 72 H150 V126 A38 38 0 0 1 112 164 H80 A38 38 0 0 1 42 126 Z', b) +
    stroke('M150 88 h14 a20 20 0 0 1 0 40 h-14', b, 10) +
    rect(30, 170, 132, 10, 5, b) +
    rect(58, 86, 76, 10, 5, d),
  tshirt: (b, d) =>
    path('M70 28 L38 44 L16 82 L44 96 L56 78 V178 H144 V78 L156 96 L184 82 L162 44 L130 28 Q100 56 70 28 Z', b) +
    stroke('M74 32 Q100 54 126 32', d, 6) +
    rect(112, 94, 20, 16, 3, d),
  jacket: (b, d) =>
    path('M70 24 L38 38 L22 152 H50 L56 84 V180 H144 V84 L150 152 H178 L162 38 L130 24 Q100 48 70 24 Z', b) +
    stroke('M100 44 V178', d, 5) +
    stroke('M58 104 H142 M58 134 H142 M58 160 H142', d, 3) +
    path('M70 24 Q100 48 130 24 L124 12 Q100 30 76 12 Z', d),
  dress: (b, d) =>
    stroke('M82 12 V26 M118 12 V26', b, 5) +
    path('M80 24 H120 L126 68 L168 182 H32 L74 68 Z', b) +
    rect(72, 64, 56, 10, 4, d) +
    stroke('M84 120 L70 178 M116 120 L130 178', d, 3),
  sneaker: (b, d) =>
    path('M24 140 L30 92 Q56 98 70 78 L96 68 Q120 108 176 116 Q184 138 176 150 H24 Z', b) +
    path('M20 150 H180 V158 Q180 166 172 166 H28 Q20 166 20 158 Z', d) +
    stroke('M74 92 L88 86 M80 104 L96 96 M88 116 L106 106', d, 5),
  backpack: (b, d) =>
    stroke('M80 48 V36 A20 20 0 0 1 120 36 V48', b, 9) +
    rect(48, 44, 104, 138, 32, b) +
    path('M48 92 Q100 112 152 92 V80 Q100 100 48 80 Z', d) +
    rect(66, 118, 68, 50, 12, d),
  suitcase: (b, d) =>
    stroke('M86 48 V28 H114 V48', b, 8) +
    rect(48, 46, 104, 130, 16, b) +
    stroke('M74 62 V160 M100 62 V160 M126 62 V160', d, 5) +
    circle(66, 184, 7, b) +
    circle(134, 184, 7, b),
  serum: (b, d) =>
    rect(88, 16, 24, 40, 12, b) +
    rect(84, 52, 32, 30, 4, d) +
    rect(64, 80, 72, 104, 16, b) +
    rect(76, 112, 48, 40, 5, d),
  jar: (b, d) => rect(44, 56, 112, 34, 9, d) + rect(38, 86, 124, 88, 20, b) + rect(60, 108, 80, 40, 6, d),
  tube: (b, d) =>
    path('M66 18 H134 L142 150 H58 Z', b) +
    stroke('M70 30 H130', d, 4) +
    rect(76, 146, 48, 36, 7, d) +
    rect(80, 70, 40, 50, 5, d),
  bottle: (b, d) => stroke('M100 44 V24 H134 V34', b, 9) + rect(58, 46, 84, 136, 24, b) + rect(72, 88, 56, 54, 8, d),
  toothbrush: (b, d) =>
    rect(90, 12, 20, 52, 10, b) +
    rect(74, 18, 16, 38, 4, d) +
    rect(88, 58, 24, 128, 12, b) +
    circle(100, 112, 7, d) +
    circle(100, 134, 4, d),
  lipstick: (b, d) =>
    path('M78 82 V44 L122 22 V82 Z', d) +
    rect(70, 78, 60, 34, 6, b) +
    rect(62, 108, 76, 76, 8, b) +
    rect(62, 132, 76, 6, 0, d),
  nut: (b, d) =>
    path('M100 30 C150 30 166 80 160 112 C152 160 120 178 100 178 C80 178 48 160 40 112 C34 80 50 30 100 30 Z', b) +
    stroke('M100 36 V172 M62 80 Q80 96 64 118 M138 80 Q120 96 136 118', d, 5),
  cookie: (b, d) =>
    circle(100, 100, 76, b) +
    [
      [70, 70],
      [120, 62],
      [140, 108],
      [96, 112],
      [64, 128],
      [114, 146],
      [82, 92],
    ]
      .map(([x, y]) => circle(x, y, 9, d))
      .join(''),
  tea: (b, d) =>
    path('M100 26 Q144 26 144 70 Q100 70 100 26 Z', d) +
    stroke('M104 66 L130 40', b, 4) +
    path('M36 86 H164 Q158 158 100 164 Q42 158 36 86 Z', b) +
    rect(28, 168, 144, 10, 5, b),
  fruit: (b, d) =>
    path('M100 58 C60 30 20 62 30 112 C38 152 70 182 100 166 C130 182 162 152 170 112 C180 62 140 30 100 58 Z', b) +
    stroke('M100 58 Q98 36 110 22', b, 7) +
    path('M106 40 Q130 18 152 34 Q126 56 106 40 Z', d) +
    stroke('M58 92 Q64 74 80 70', d, 8),
  fish: (b, d) =>
    path('M22 100 Q82 36 148 100 Q82 164 22 100 Z', b) +
    path('M142 100 L182 66 V134 Z', b) +
    circle(52, 94, 8, d) +
    stroke('M84 76 Q96 100 84 124 M104 80 Q114 100 104 120', d, 4),
  egg: (b, d) =>
    path('M80 48 C110 48 126 100 126 128 C126 156 106 172 80 172 C54 172 34 156 34 128 C34 100 50 48 80 48 Z', b) +
    path('M134 80 C158 80 172 120 172 140 C172 162 156 176 134 176 C112 176 98 162 98 140 C98 120 110 80 134 80 Z', d),
  milk: (b, d) =>
    rect(44, 34, 112, 22, 7, d) +
    rect(50, 52, 100, 132, 14, b) +
    circle(100, 116, 30, d) +
    path('M92 100 H108 V110 L114 118 V140 H86 V118 L92 110 Z', b),
  diaper: (b, d) =>
    path('M22 56 H178 V92 Q140 102 130 172 H70 Q60 102 22 92 Z', b) +
    rect(22, 56, 156, 14, 0, d) +
    rect(22, 74, 26, 16, 4, d) +
    rect(152, 74, 26, 16, 4, d),
  blocks: (b, d) =>
    rect(28, 112, 72, 62, 6, b) +
    rect(100, 112, 72, 62, 6, d) +
    rect(64, 48, 72, 62, 6, b) +
    [46, 82, 118, 154].map((x) => rect(x - 9, 102, 18, 10, 3, x < 100 ? b : d)).join('') +
    [82, 118].map((x) => rect(x - 9, 38, 18, 10, 3, b)).join(''),
  car: (b, d) =>
    path('M18 132 V106 L48 100 L74 68 H134 L160 100 L182 106 V132 Z', b) +
    path('M82 78 H128 L146 100 H64 Z', d) +
    circle(56, 136, 21, d) +
    circle(144, 136, 21, d) +
    circle(56, 136, 9, b) +
    circle(144, 136, 9, b),
  puzzle: (b, d) =>
    path('M38 56 H84 a16 16 0 1 1 32 0 H162 V102 a16 16 0 1 0 0 32 V176 H38 V134 a16 16 0 1 1 0 -32 Z', b) +
    circle(100, 118, 14, d),
  bed: (b, d) =>
    rect(20, 52, 20, 124, 6, b) +
    rect(36, 102, 146, 44, 8, b) +
    rect(48, 82, 44, 24, 11, d) +
    rect(98, 94, 84, 52, 8, d) +
    rect(40, 146, 10, 24, 3, b) +
    rect(168, 146, 10, 24, 3, b),
  pillow: (b, d) =>
    path('M28 58 Q100 36 172 58 Q188 100 172 142 Q100 164 28 142 Q12 100 28 58 Z', b) +
    stroke('M44 72 Q100 56 156 72 Q168 100 156 128 Q100 144 44 128 Q32 100 44 72 Z', d, 4),
  sofa: (b, d) =>
    rect(42, 56, 116, 64, 16, b) +
    rect(32, 108, 136, 42, 10, d) +
    rect(16, 88, 34, 70, 14, b) +
    rect(150, 88, 34, 70, 14, b) +
    rect(34, 156, 10, 18, 3, b) +
    rect(156, 156, 10, 18, 3, b),
  chair: (b, d) =>
    rect(62, 16, 76, 86, 24, b) +
    rect(52, 104, 96, 24, 12, d) +
    rect(95, 128, 10, 30, 3, b) +
    stroke('M56 172 L100 156 L144 172', b, 8) +
    circle(56, 178, 7, b) +
    circle(144, 178, 7, b) +
    circle(100, 178, 7, b),
  box: (b, d) => path('M22 58 H178 V86 H22 Z', d) + rect(30, 84, 140, 92, 6, b) + rect(82, 108, 36, 12, 6, d),
  pot: (b, d) =>
    rect(22, 84, 132, 10, 5, d) +
    path('M24 92 H152 Q146 154 88 154 Q30 154 24 92 Z', b) +
    rect(150, 86, 42, 12, 6, b) +
    stroke('M60 60 q-8 -10 0 -20 M90 60 q-8 -10 0 -20', d, 5),
  knife: (b, d) =>
    path('M58 18 Q96 40 96 112 H58 Z', b) +
    rect(60, 110, 34, 72, 9, d) +
    path('M140 20 C160 20 164 50 164 60 C164 78 152 88 140 88 C128 88 116 78 116 60 C116 50 120 20 140 20 Z', b) +
    rect(133, 86, 14, 96, 7, d),
  dumbbell: (b, d) =>
    rect(36, 93, 128, 14, 7, d) +
    rect(22, 58, 24, 84, 7, b) +
    rect(154, 58, 24, 84, 7, b) +
    rect(48, 70, 16, 60, 5, b) +
    rect(136, 70, 16, 60, 5, b),
  yoga: (b, d) =>
    rect(22, 126, 150, 42, 8, b) +
    circle(148, 114, 42, d) +
    stroke('M148 114 m-26 0 a26 26 0 1 0 52 0 a26 26 0 1 0 -52 0', b, 5) +
    circle(148, 114, 9, b),
  tent: (b, d) =>
    path('M100 26 L182 172 H18 Z', b) +
    path('M100 84 L132 172 H68 Z', d) +
    stroke('M100 26 V14', b, 5) +
    stroke('M10 172 H190', b, 6),
  bike: (b, d) =>
    stroke(
      'M55 132 m-34 0 a34 34 0 1 0 68 0 a34 34 0 1 0 -68 0 M145 132 m-34 0 a34 34 0 1 0 68 0 a34 34 0 1 0 -68 0',
      b,
      9,
    ) +
    stroke(
      'M55 132 L84 82 H134 L145 132 M84 82 L102 132 L55 132 M102 132 L134 82 M76 70 H96 M128 64 L134 82 L148 76',
      d,
      7,
    ),
  book: (b, d) =>
    path('M100 48 Q68 32 22 38 V160 Q68 154 100 172 Z', b) +
    path('M100 48 Q132 32 178 38 V160 Q132 154 100 172 Z', d) +
    stroke('M38 66 Q62 62 84 70 M38 90 Q62 86 84 94', d, 4) +
    stroke('M116 70 Q138 62 162 66 M116 94 Q138 86 162 90', b, 4),
  pen: (b, d) =>
    `<g transform="rotate(35 100 100)">${rect(84, 10, 32, 118, 12, b) + rect(110, 22, 6, 60, 3, d) + path('M84 128 H116 L100 188 Z', d) + stroke('M100 150 V172', b, 3)}</g>`,
  guitar: (b, d) =>
    rect(93, 12, 14, 96, 4, d) +
    rect(88, 4, 24, 22, 5, b) +
    circle(100, 98, 32, b) +
    circle(100, 146, 44, b) +
    circle(100, 124, 13, d) +
    rect(82, 158, 36, 7, 3, d),
  bag: (b, d) =>
    stroke('M72 70 V56 A28 28 0 0 1 128 56 V70', b, 9) +
    path('M38 68 H162 L172 180 H28 Z', b) +
    circle(78, 92, 6, d) +
    circle(122, 92, 6, d),
} satisfies Record<string, Draw>

export type IconName = keyof typeof ICONS

/** The icon drawn into a box of `size` px whose top-left is (x, y). */
export function icon(name: IconName, x: number, y: number, size: number, body: string, detail: string): string {
  const scale = size / 200
  return `<g transform="translate(${x} ${y}) scale(${scale})">${ICONS[name](body, detail)}</g>`
}
