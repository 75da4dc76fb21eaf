import { chromium } from 'playwright-core'
const url = process.argv[2], out = process.argv[3]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, locale: 'zh-CN' })
const problems = []
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text()) })
page.on('pageerror', (e) => problems.push('pageerror ' + e.message))
await page.goto(url, { waitUntil: 'networkidle' })
for (let y = 0; y < 8000; y += 600) { await page.evaluate((v) => window.scrollTo(0, v), y); await page.waitForTimeout(120) }
await page.evaluate(() => window.scrollTo(0, 0)); await page.waitForTimeout(300)
const height = await page.evaluate(() => document.documentElement.scrollHeight)
for (let i = 0, y = 0; y < height; i++, y += 1200) {
  await page.screenshot({ path: `${out}-${i}.png`, fullPage: true, clip: { x: 0, y, width: 1400, height: Math.min(1200, height - y) } })
}
console.log(height, JSON.stringify(problems, null, 1).slice(0, 3000))
await browser.close()
