import { describe, expect, it } from 'vitest'
import { journeyBrowser, ShopperPage } from './browser.ts'
import { consoleAs, consoleProblems, toastSaying } from './console.ts'

/** 内容 › 文章与帮助: an operator rewrites a help article and shoppers read the new text at once. */

const browser = journeyBrowser()

describe('help articles from the console', () => {
  it('edits a help article’s title and body; the storefront help page shows the new text', async () => {
    const stamp = String(Date.now() % 1_000_000)
    const title = `门店自提服务（${stamp}更新）`
    const text = `到店出示提货码即可取货，编号${stamp}`
    const operator = await consoleAs(browser(), 'admin', 'admin1234')
    const { page } = operator

    await operator.goto('/admin/content/articles')
    const tree = page.getByRole('list', { name: '文章栏目' })
    await tree.getByRole('button', { name: /^配送方式/ }).click()
    const row = page.getByRole('row').filter({ hasText: '门店自提服务' })
    await row.waitFor()
    await operator.screenshot('console-content-articles')
    await row.getByRole('link', { name: /^编辑 / }).click()

    const form = page.getByRole('form', { name: '编辑文章' })
    await form.getByRole('textbox', { name: '标题' }).fill(title)
    const body = form.getByRole('textbox', { name: '正文' })
    await body.click()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(text)
    await operator.screenshot('console-content-editor')
    await page.getByRole('button', { name: '保存', exact: true }).click()
    await toastSaying(page, '保存成功').waitFor()
    await page.getByRole('row').filter({ hasText: title }).waitFor()
    expect(consoleProblems(operator)).toEqual([])

    const id = await page
      .getByRole('row')
      .filter({ hasText: title })
      .getByRole('link', { name: /^编辑 / })
      .getAttribute('href')
    const articleId = id?.split('/').pop()
    const shopper = await ShopperPage.open(browser())
    await shopper.goto(`/cart/helper?article=${articleId}`)
    const article = shopper.page.getByRole('article', { name: title })
    await expect(article.textContent()).resolves.toContain(text)
    await shopper.close()
    await operator.close()
  })
})
