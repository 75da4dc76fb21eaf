import { insertMany, insertNumbered } from './batch.ts'
import { SCHEMA_VERSION } from '../../../schemas/migrations/template.ts'
import { DAY, type SeedContext } from './context.ts'
import { ARTICLE_NODES } from './data/articles.ts'
import { CAROUSEL_BANNERS } from './data/banners.ts'
import { festivalPageConfig, newArrivalsPageConfig } from './data/custom-pages.ts'
import { FESTIVAL_PAGE, homePageConfig, NEW_ARRIVALS_PAGE } from './data/home-page.ts'
import { BASE_SETTING, footerConfig, headerConfig, TDK_DATA } from './data/layout.ts'
import type { PageRefs } from './page-refs.ts'
import { brandLogo, carouselBanner } from './images/misc.ts'
import { articleCoverUrl, BRAND_LOGO_URL, carouselBannerUrl } from './urls.ts'

/** Article nodes and articles; returns article ids by title for footer links. */
export async function seedArticles(ctx: SeedContext): Promise<Map<string, number>> {
  const nodeIds = new Map(ARTICLE_NODES.map((node, i) => [node.code, i + 1]))
  await insertNumbered(ctx.db, 'article_nodes', ARTICLE_NODES, (node, i) => ({
    parent_id: node.parent ? (nodeIds.get(node.parent) ?? null) : null,
    code: node.code,
    name: node.name,
    sort: ARTICLE_NODES.length - i,
    created_at: ctx.now,
  }))
  const idByTitle = new Map<string, number>()
  let id = 0
  const rows = ARTICLE_NODES.flatMap((node) =>
    node.articles.map((article, i) => {
      id++
      idByTitle.set(article.title, id)
      const at = ctx.now - article.daysAgo * DAY
      return {
        id,
        node_id: nodeIds.get(node.code) as number,
        title: article.title,
        summary: article.summary ?? '',
        content: article.content,
        cover: article.cover ? articleCoverUrl(id) : '',
        author: article.author ?? 'mallfront',
        sort: node.articles.length - i,
        created_at: at,
        updated_at: at,
      }
    }),
  )
  await insertMany(ctx.db, 'articles', rows)
  return idByTitle
}

/**
 * SEO and base settings, the published header, footer, home, custom and product page templates
 * (their goods, coupons and shops are `pageRefs`, looked up in the seeded data) and the image library.
 */
export async function seedSiteContent(
  ctx: SeedContext,
  articleIds: Map<string, number>,
  pageRefs: PageRefs,
): Promise<void> {
  const { db, now } = ctx
  await insertMany(db, 'settings', [
    { id: 1, name: 'tdk_data', value: JSON.stringify(TDK_DATA), updated_at: now },
    { id: 2, name: 'base_setting', value: JSON.stringify(BASE_SETTING), updated_at: now },
  ])

  const articleHref = (title: string) => {
    const id = articleIds.get(title)
    if (id === undefined) throw new Error(`footer links to unknown article ${title}`)
    return `/article/detail/${id}`
  }
  const templates = [
    {
      page_name: 'index' as const,
      template_title: '商城首页',
      pageId: 1,
      path: null,
      config: homePageConfig(pageRefs),
    },
    { page_name: 'header' as const, template_title: '全站页头', pageId: 2, path: null, config: headerConfig() },
    {
      page_name: 'footer' as const,
      template_title: '全站页脚',
      pageId: 3,
      path: null,
      config: footerConfig(articleHref),
    },
    {
      page_name: 'custom' as const,
      template_title: FESTIVAL_PAGE.title,
      pageId: FESTIVAL_PAGE.id,
      path: null,
      config: festivalPageConfig(pageRefs),
    },
    {
      page_name: 'product' as const,
      template_title: NEW_ARRIVALS_PAGE.title,
      pageId: NEW_ARRIVALS_PAGE.id,
      path: NEW_ARRIVALS_PAGE.path,
      config: newArrivalsPageConfig(pageRefs),
    },
  ]
  await insertMany(
    db,
    'page_templates',
    templates.map((t, i) => {
      // The seed writes the current format of stored templates.
      const config = JSON.stringify({ ...t.config, schema_version: SCHEMA_VERSION })
      return {
        id: i + 1,
        page_name: t.page_name,
        template_title: t.template_title,
        theme_pc_template_id: t.pageId,
        page_path: t.path,
        draft_config: config,
        published_config: config,
        version: 1,
        created_at: now,
        updated_at: now,
        published_at: now,
      }
    }),
  )
  await insertNumbered(db, 'page_template_versions', templates, (t, i) => ({
    template_id: i + 1,
    version: 1,
    config: JSON.stringify({ ...t.config, schema_version: SCHEMA_VERSION }),
    created_at: now,
  }))

  const library = [
    { name: 'mallfront 商城标志.svg', url: BRAND_LOGO_URL, svg: brandLogo(), width: 280, height: 64 },
    ...CAROUSEL_BANNERS.map((art, i) => ({
      name: `首页轮播-${art.title}.svg`,
      url: carouselBannerUrl(i + 1),
      svg: carouselBanner(art),
      width: 1190,
      height: 460,
    })),
  ]
  await insertNumbered(db, 'uploads', library, (image) => ({
    img_name: image.name,
    img_url: image.url,
    img_type: 'image/svg+xml',
    img_size: Buffer.byteLength(image.svg),
    width: image.width,
    height: image.height,
    created_at: now,
  }))
}
