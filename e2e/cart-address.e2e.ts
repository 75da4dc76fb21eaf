import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ShopperPage, journeyBrowser } from './browser.ts'
import { apiCall, demoToken, emptyCart, signedInShopper } from './api.ts'

/** A charger of the demo catalogue without variants. */
const CHARGER = { item_id: 7, sku_id: 27 }
/** The demo member's seeded default address line. */
const DEFAULT_LINE = '三里屯路 19 号院'
const NEW_LINE = '漕溪北路 88 号 结算页新增'

interface Address {
  address_id: number
  addr: string
}

const browser = journeyBrowser()
let token: string

const call = <T>(method: string, path: string, body?: unknown) => apiCall<T>(token, method, path, body)
const addresses = async () => (await call<{ list: Address[] }>('GET', 'member/addresslist?page_size=20')).list

beforeAll(async () => {
  token = demoToken()
  await emptyCart(token)
})
afterAll(async () => {
  // The demo member keeps the address book it had.
  for (const address of await addresses())
    if (address.addr === NEW_LINE) await call('DELETE', `member/address/${address.address_id}`, {})
  await emptyCart(token)
})

describe('choosing and adding the delivery address from checkout', () => {
  it('adds a new address from checkout and returns with it selected, then picks another on /cart/address', async () => {
    await call('POST', 'cart', { item_id: CHARGER.item_id, sku_id: CHARGER.sku_id, num: '1', cart_type: 'cart' })
    const shopper = await signedInShopper(browser(), token)
    const { page } = shopper
    const chosenLine = () =>
      page
        .getByRole('radiogroup', { name: '选择收货地址' })
        .getByRole('radio', { checked: true })
        .evaluate((radio) => radio.closest('label')!.textContent)

    await shopper.goto('/cart/checkout?mode=cart')
    await expect(chosenLine()).resolves.toContain(DEFAULT_LINE)

    // Checkout → the address picker, keeping the checkout's query.
    await page.getByRole('link', { name: '选择其他地址' }).click()
    await page.waitForURL((url) => url.pathname === '/cart/address', { waitUntil: 'networkidle' })
    expect(new URL(page.url()).searchParams.get('mode')).toBe('cart')
    expect(await page.title()).toMatch(/^收货地址/)
    await shopper.screenshot('cart-address')

    // The picker → a new address, filled in and saved.
    await page.getByRole('link', { name: '+ 新增收货地址' }).click()
    await page.waitForURL((url) => url.pathname === '/cart/addAddress', { waitUntil: 'networkidle' })
    expect(await page.title()).toMatch(/^新增收货地址/)
    const dialog = page.getByRole('dialog', { name: '新增收货地址' })
    await dialog.waitFor()
    await dialog.getByRole('textbox', { name: /收货人/ }).fill('王芳')
    await dialog.getByRole('textbox', { name: /手机号码/ }).fill('13912345678')
    await dialog.getByRole('combobox', { name: '省份' }).selectOption({ label: '上海市' })
    await dialog.getByRole('combobox', { name: '城市' }).selectOption({ label: '上海市' })
    await dialog.getByRole('combobox', { name: '区县' }).selectOption({ label: '徐汇区' })
    await dialog.getByRole('textbox', { name: /详细地址/ }).fill(NEW_LINE)
    await shopper.screenshot('cart-add-address')
    await dialog.getByRole('button', { name: '保存收货地址' }).click()

    // Back at the same checkout, the new address chosen and priced.
    await page.waitForURL((url) => url.pathname === '/cart/checkout', { waitUntil: 'networkidle' })
    const saved = (await addresses()).find((address) => address.addr === NEW_LINE)!
    expect(saved).toBeDefined()
    const back = new URL(page.url()).searchParams
    expect([back.get('mode'), back.get('address_id')]).toEqual(['cart', String(saved.address_id)])
    await expect(chosenLine()).resolves.toContain(NEW_LINE)
    await expect(page.locator('.mf-checkout-bar__ship').textContent()).resolves.toContain(NEW_LINE)

    // The picker marks the checkout's address; confirming another returns with that one.
    await page.getByRole('link', { name: '选择其他地址' }).click()
    await page.waitForURL((url) => url.pathname === '/cart/address', { waitUntil: 'networkidle' })
    await expect(page.getByRole('radio', { name: new RegExp(NEW_LINE) }).isChecked()).resolves.toBe(true)
    await page.getByRole('radio', { name: new RegExp(DEFAULT_LINE) }).check()
    await page.getByRole('button', { name: '确认收货信息' }).click()
    await page.waitForURL((url) => url.pathname === '/cart/checkout', { waitUntil: 'networkidle' })
    await expect(chosenLine()).resolves.toContain(DEFAULT_LINE)

    expect(shopper.problems).toEqual([])
    await shopper.close()
  })

  it('serves the help, search-result and pre-collection pages, and sends /edit into the designer', async () => {
    const shopper = await ShopperPage.open(browser())
    const { page } = shopper
    await shopper.goto('/cart/helper')
    expect(await page.title()).toMatch(/^购物帮助/)
    await expect(page.getByRole('navigation', { name: '购物帮助' }).getByRole('link').count()).resolves.toBeGreaterThan(
      3,
    )
    await page.getByRole('navigation', { name: '购物帮助' }).getByRole('link', { name: '在线支付' }).click()
    await page.waitForURL((url) => url.search.startsWith('?article='), { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { name: '在线支付', level: 1 }).isVisible()).resolves.toBe(true)

    await shopper.goto('/result?keywords=zzzz-none')
    await expect(page.getByRole('status').textContent()).resolves.toContain('没有找到与“zzzz-none”相关的商品')
    const search = page.getByRole('region', { name: '商品搜索' })
    await search.getByRole('searchbox', { name: '搜索关键词' }).fill('充电器')
    await search.getByRole('button', { name: '搜索' }).click()
    await page.waitForURL((url) => url.pathname === '/items', { waitUntil: 'networkidle' })
    expect(new URL(page.url()).searchParams.get('keywords')).toBe('充电器')

    await shopper.goto('/precollection')
    expect(await page.title()).toMatch(/^新品预览/)
    await expect(page.getByRole('link', { name: /^抢先看 / }).isVisible()).resolves.toBe(true)

    const response = await page.request.get('/edit?id=1', { maxRedirects: 0 })
    expect([response.status(), response.headers().location]).toEqual([302, '/designer/?id=1'])
    expect(shopper.problems).toEqual([])
    await shopper.close()
  })
})
