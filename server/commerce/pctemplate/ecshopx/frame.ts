import { MUTED_TEXT_COLOR } from '../../../../schemas/brand-colors.ts'
import type { FooterConfig, HeaderConfig } from '../../../../schemas/layout.ts'
import { PAGE_WIDTH } from '../../../../schemas/style.ts'
import { w0003Defaults } from '../../../../schemas/widgets/W0003.ts'
import { w0006Defaults } from '../../../../schemas/widgets/W0006.ts'
import { w0008Defaults } from '../../../../schemas/widgets/W0008.ts'
import { w0011Defaults } from '../../../../schemas/widgets/W0011.ts'
import { w0013Defaults } from '../../../../schemas/widgets/W0013.ts'
import type { Entry } from '../../../pages/resolvers/types.ts'
import type { ProjectionContext } from './context.ts'
import { projectWidget } from './widgets.ts'

/**
 * Our header and footer (structured settings, not widgets) as lists of ECShopX widgets, the shape
 * its header and footer would render from `params`: the logo as a one-zone hot-zone image linking
 * home, the search box with the hot keywords, the navigation as a scroll nav; the footer's service
 * promises, link columns, copyright and ICP line as text widgets in free panels.
 */

const link = (url: string) => ({ linkPage: 'href', url })

function place(
  defaults: object,
  uuid: string,
  box: { x: number; y: number; width: number; height: number },
  settings: Entry = {},
): Entry {
  return { ...structuredClone(defaults), uuid, ...box, leaf: true, ...settings }
}

function text(uuid: string, box: { x: number; y: number; width: number; height: number }, settings: Entry): Entry {
  return place(w0011Defaults, uuid, box, settings)
}

function panel(uuid: string, height: number, childWidgets: Entry[]): Entry {
  return { ...place(w0006Defaults, uuid, { x: 0, y: 0, width: PAGE_WIDTH, height }), leaf: false, childWidgets }
}

export function headerWidgets(header: HeaderConfig): Entry[] {
  return [
    panel('header-bar', 100, [
      place(
        w0003Defaults,
        'header-logo',
        { x: 0, y: 18, width: 220, height: 64 },
        {
          imgUrl: header.logo.imgUrl,
          data: [
            {
              leftPer: 0,
              topPer: 0,
              widthPer: 100,
              heightPer: 100,
              pathData: { ...link('/'), title: header.logo.alt },
            },
          ],
        },
      ),
      place(
        w0008Defaults,
        'header-search',
        { x: 395, y: 26, width: 400, height: 48 },
        {
          data: header.hotKeywords.map((keyword) => ({
            title: keyword,
            pathData: link(`/items?keywords=${encodeURIComponent(keyword)}`),
          })),
        },
      ),
    ]),
    place(
      w0013Defaults,
      'header-navs',
      { x: 0, y: 100, width: PAGE_WIDTH, height: 40 },
      {
        data: header.navs.map((nav) => ({ title: nav.title, pathData: link(nav.href) })),
      },
    ),
  ]
}

const COLUMN_LINE = 26

export function footerWidgets(footer: FooterConfig): Entry[] {
  const { services, columns, copyright, icp } = footer.params
  const serviceWidth = Math.floor(PAGE_WIDTH / Math.max(1, services.length))
  const columnWidth = Math.floor(PAGE_WIDTH / Math.max(1, columns.length))
  const columnsHeight = COLUMN_LINE * (1 + Math.max(0, ...columns.map((column) => column.links.length))) + 16
  return [
    panel(
      'footer-services',
      80,
      services.flatMap((service, i) => [
        text(
          `footer-service-${i + 1}`,
          { x: i * serviceWidth, y: 16, width: serviceWidth, height: 24 },
          {
            text: service.title,
            fontSize: 16,
            fontWeight: 'bold',
            textAlign: 'center',
          },
        ),
        text(
          `footer-service-${i + 1}-desc`,
          { x: i * serviceWidth, y: 44, width: serviceWidth, height: 20 },
          {
            text: service.desc,
            fontSize: 12,
            color: MUTED_TEXT_COLOR,
            textAlign: 'center',
          },
        ),
      ]),
    ),
    panel(
      'footer-columns',
      columnsHeight,
      columns.flatMap((column, i) => [
        text(
          `footer-column-${i + 1}`,
          { x: i * columnWidth, y: 8, width: columnWidth, height: 22 },
          {
            text: column.title,
            fontSize: 14,
            fontWeight: 'bold',
          },
        ),
        ...column.links.map((item, j) =>
          text(
            `footer-column-${i + 1}-${j + 1}`,
            { x: i * columnWidth, y: 8 + COLUMN_LINE * (j + 1), width: columnWidth, height: 20 },
            {
              text: item.title,
              fontSize: 12,
              color: '#666666',
              data: [link(item.href)],
            },
          ),
        ),
      ]),
    ),
    text(
      'footer-copyright',
      { x: 0, y: 0, width: PAGE_WIDTH, height: 24 },
      {
        text: [copyright, icp].filter(Boolean).join('  '),
        fontSize: 12,
        color: MUTED_TEXT_COLOR,
        textAlign: 'center',
        leaf: false,
      },
    ),
  ]
}

/** Header or footer widgets, projected like a page's and kept in order. */
export function projectFrame(widgets: Entry[], ctx: ProjectionContext): Entry[] {
  return widgets.map((widget) => projectWidget(widget, ctx))
}
