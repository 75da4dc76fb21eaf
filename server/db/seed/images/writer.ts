import fs from 'node:fs/promises'
import path from 'node:path'
import type { Kysely } from 'kysely'
import type { Database } from '../../types.ts'
import { CATEGORY_TREE } from '../data/categories.ts'
import { CAROUSEL_BANNERS } from '../data/banners.ts'
import {
  ARTICLE_COVER,
  BRAND_LOGO_URL,
  carouselBannerUrl,
  CATEGORY_IMAGE,
  GOODS_PIC,
  SHOP_IMAGE,
  SPEC_VALUE_IMAGE,
} from '../urls.ts'
import { goodsImage, variantImage, type GoodsArt } from './goods.ts'
import type { IconName } from './icons.ts'
import { articleCover, brandLogo, carouselBanner, categoryImage } from './misc.ts'
import { shopBanner, shopLogo, shopTopImage } from './shop.ts'
import { hashOf } from './svg.ts'

interface Visual {
  hue: number
  icon: IconName
}

/** Hue and pictogram of every category name in the demo tree; renamed categories fall back to a hash. */
function categoryVisuals(): Map<string, Visual> {
  const visuals = new Map<string, Visual>()
  for (const top of CATEGORY_TREE) {
    visuals.set(top.name, { hue: top.hue, icon: top.icon })
    for (const group of top.children) {
      visuals.set(group.name, { hue: top.hue, icon: group.leaves[0].icon })
      for (const leaf of group.leaves) visuals.set(leaf.name, { hue: top.hue, icon: leaf.icon })
    }
  }
  return visuals
}

const fallbackVisual = (name: string): Visual => ({ hue: hashOf(name) % 360, icon: 'bag' })

const ARTICLE_VISUALS: Record<string, Visual> = {
  news: { hue: 212, icon: 'bag' },
  story: { hue: 24, icon: 'book' },
  technology: { hue: 250, icon: 'laptop' },
}

interface ImageJob {
  url: string
  render: () => string
}

/**
 * Writes every generated image the database refers to. With `overwrite` false only missing
 * files are written, so a deleted uploads folder heals on the next start. Returns files written.
 */
export async function writeSeedImages(
  db: Kysely<Database>,
  dataDir: string,
  options: { overwrite: boolean },
): Promise<number> {
  const jobs = await collectJobs(db)
  const root = path.join(dataDir, 'uploads')
  const folders = new Set(jobs.map((job) => path.dirname(path.join(root, job.url.replace(/^\/uploads\//, '')))))
  await Promise.all([...folders].map((folder) => fs.mkdir(folder, { recursive: true })))
  let written = 0
  await Promise.all(
    jobs.map(async (job) => {
      const file = path.join(root, job.url.replace(/^\/uploads\//, ''))
      if (!options.overwrite && (await exists(file))) return
      await fs.writeFile(file, job.render())
      written++
    }),
  )
  return written
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file)
    return true
  } catch {
    return false
  }
}

async function collectJobs(db: Kysely<Database>): Promise<ImageJob[]> {
  const visuals = categoryVisuals()
  const visualOf = (name: string) => visuals.get(name) ?? fallbackVisual(name)
  const jobs: ImageJob[] = [{ url: BRAND_LOGO_URL, render: brandLogo }]
  CAROUSEL_BANNERS.forEach((art, i) => {
    jobs.push({ url: carouselBannerUrl(i + 1), render: () => carouselBanner(art) })
  })

  const categories = await db.selectFrom('categories').select(['id', 'category_name', 'path', 'image_url']).execute()
  const categoryById = new Map(categories.map((c) => [c.id, c]))
  const topNameOf = (categoryId: number) => {
    const category = categoryById.get(categoryId)
    const topId = Number(category?.path.split('/')[0])
    return categoryById.get(topId)?.category_name ?? category?.category_name ?? ''
  }
  for (const category of categories) {
    if (!CATEGORY_IMAGE.test(category.image_url)) continue
    const { icon } = visualOf(category.category_name)
    const { hue } = visualOf(topNameOf(category.id))
    jobs.push({ url: category.image_url, render: () => categoryImage(category.category_name, hue, icon) })
  }

  const goods = await db
    .selectFrom('goods')
    .leftJoin('brands', 'brands.id', 'goods.brand_id')
    .select([
      'goods.id',
      'goods.item_name',
      'brands.name as brand',
      'goods.sub_title',
      'goods.pics',
      'goods.category_id',
    ])
    .execute()
  const artById = new Map<number, GoodsArt>()
  for (const row of goods) {
    const leaf = categoryById.get(row.category_id)?.category_name ?? ''
    const art: GoodsArt = {
      itemName: row.item_name,
      brand: row.brand ?? '',
      subTitle: row.sub_title,
      hue: visualOf(topNameOf(row.category_id)).hue,
      icon: visualOf(leaf).icon,
    }
    artById.set(row.id, art)
    for (const url of parseUrls(row.pics)) {
      const match = GOODS_PIC.exec(url)
      if (match) jobs.push({ url, render: () => goodsImage(art, Number(match[2]) as 1 | 2 | 3) })
    }
  }

  const values = await db
    .selectFrom('goods_spec_values')
    .select(['goods_id', 'spec_value_name', 'spec_image_url', 'color'])
    .execute()
  for (const value of values) {
    const art = artById.get(value.goods_id)
    if (!art || !value.color || !SPEC_VALUE_IMAGE.test(value.spec_image_url)) continue
    jobs.push({ url: value.spec_image_url, render: () => variantImage(art, value.spec_value_name, value.color) })
  }

  const shops = await db
    .selectFrom('distributors')
    .select(['id', 'name', 'description', 'city', 'logo', 'banner', 'top_image'])
    .execute()
  const tagRows = await db
    .selectFrom('distributor_tags')
    .innerJoin('shop_tags', 'shop_tags.id', 'distributor_tags.tag_id')
    .select(['distributor_tags.distributor_id', 'shop_tags.tag_name'])
    .orderBy('shop_tags.sort')
    .execute()
  for (const shop of shops) {
    const art = { name: shop.name, description: shop.description, city: shop.city }
    const tags = tagRows.filter((t) => t.distributor_id === shop.id).map((t) => t.tag_name)
    const renderers = { logo: () => shopLogo(art), banner: () => shopBanner(art, tags), top: () => shopTopImage(art) }
    for (const url of [shop.logo, shop.banner, shop.top_image]) {
      const match = SHOP_IMAGE.exec(url)
      if (match) jobs.push({ url, render: renderers[match[2] as keyof typeof renderers] })
    }
  }

  const articles = await db
    .selectFrom('articles')
    .innerJoin('article_nodes', 'article_nodes.id', 'articles.node_id')
    .select(['articles.title', 'articles.cover', 'article_nodes.code', 'article_nodes.name'])
    .execute()
  for (const article of articles) {
    if (!ARTICLE_COVER.test(article.cover)) continue
    const { hue, icon } = ARTICLE_VISUALS[article.code] ?? fallbackVisual(article.code)
    jobs.push({ url: article.cover, render: () => articleCover(article.title, article.name, hue, icon) })
  }
  return jobs
}

function parseUrls(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}
