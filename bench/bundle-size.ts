/**
 * The JavaScript a desktop shopper's first visit downloads, per page (bench/bundle-pages.ts says
 * what is counted), from the client build in dist/ (run `npm run build` first; this script builds
 * nothing). Prints each file's raw, gzip and brotli size, the totals against the ≤ 100 KB gzip
 * target (e2e/bundle-size.e2e.ts fails past it), the share of React, which
 * no page can drop, and whether designer code or react-router is among the files.
 *
 *   node --import tsx bench/bundle-size.ts
 */
import { measurePageBundles, TARGET_GZIP, type Sizes } from './bundle-pages.ts'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const row = (label: string, s: Sizes) =>
  `  ${label.padEnd(46)} ${kb(s.raw).padStart(9)} ${kb(s.gzip).padStart(9)} ${kb(s.brotli).padStart(9)}`
const minus = (a: Sizes, b: Sizes): Sizes => ({
  raw: a.raw - b.raw,
  gzip: a.gzip - b.gzip,
  brotli: a.brotli - b.brotli,
})

const pages = await measurePageBundles()
for (const page of pages) {
  console.log(`\n${page.name}${page.widgets.length ? ` — widgets ${page.widgets.join(' ')}` : ''}`)
  if (page.laterWidgets.length)
    console.log(`  hydrated when seen, code loaded on approach: ${page.laterWidgets.join(' ')}`)
  if (page.keptWidgets.length) console.log(`  server markup kept, no code: ${page.keptWidgets.join(' ')}`)
  console.log(`  ${'file'.padEnd(46)} ${'raw'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`)
  for (const file of page.files) console.log(row(file.file, file))
  console.log(row(`total, ${page.files.length} files`, page.total))
  console.log(row('  of which React (react, react-dom)', page.framework))
  console.log(row('  of which the app', minus(page.total, page.framework)))
  if (page.laterWidgets.length) console.log(row('once scrolled to the end', page.afterScrolling))
  const over = page.total.gzip - TARGET_GZIP
  console.log(
    `  target ≤ ${kb(TARGET_GZIP)} gzip: ${(page.total.gzip / TARGET_GZIP).toFixed(2)} × the target (${over > 0 ? `${kb(over)} over` : `${kb(-over)} under`}); ` +
      `React alone is ${(page.framework.gzip / TARGET_GZIP).toFixed(2)} × the target`,
  )
  console.log(
    `  designer code: ${page.designerFiles.length ? `PRESENT in ${page.designerFiles.join(', ')}` : 'absent'}; react-router: ${page.loadsRouter ? 'LOADED' : 'not loaded'}; ` +
      `route table: ${page.loadsRouteTable ? 'LOADED' : 'not loaded'}`,
  )
}

console.log('\nsummary (gzip)')
for (const page of pages)
  console.log(
    `  ${page.name.padEnd(34)} ${kb(page.total.gzip).padStart(9)}  ${(page.total.gzip / TARGET_GZIP).toFixed(2)} × target`,
  )
