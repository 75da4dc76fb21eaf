// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { w0016Defaults } from '../../../schemas/widgets/W0016.ts'
import { W0016 } from './index.ts'
import { imagesLayout } from './Component.tsx'

afterEach(cleanup)

const image = (n: number) => ({
  imgUrl: `/uploads/m${n}.png`,
  pathData: { linkPage: 'href' as const, href: `/items/${n}`, title: `活动图${n}` },
  href: `/items/${n}`,
})
const settings = {
  ...w0016Defaults,
  mainTitle: '年货节',
  subTitle: '满299减50',
  linkPath: { linkPage: 'href' as const, href: '/custompage?pageid=2' },
  wgtTitleColor: '#ff0000',
  wgtTitleFontSize: 24,
  wgtSubTextColor: '#00ff00',
  wgtSubTitleFontSize: 12,
  wgtBackgroundColor: '#fff5e6',
}

describe('W0016 marketing showcase', () => {
  it('shows the styled title and subtitle linking to linkPath, and two linked images with sizes', () => {
    const { container } = render(<W0016 settings={settings} data={[image(1), image(2), image(3)]} mode="render" />)
    const title = screen.getByRole('heading', { name: '年货节' })
    expect([title.style.color, title.style.fontSize]).toEqual(['rgb(255, 0, 0)', '24px'])
    const subtitle = screen.getByText('满299减50')
    expect([subtitle.style.color, subtitle.style.fontSize]).toEqual(['rgb(0, 255, 0)', '12px'])
    expect(title.closest('a')?.getAttribute('href')).toBe('/custompage?pageid=2')
    const images = screen.getAllByRole('img')
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['活动图1', '活动图2'])
    expect(images.every((img) => img.getAttribute('width') && img.getAttribute('height'))).toBe(true)
    expect(screen.getByRole('link', { name: '活动图2' }).getAttribute('href')).toBe('/items/2')
    expect((container.querySelector('.mf-w0016') as HTMLElement).style.backgroundColor).toBe('rgb(255, 245, 230)')
  })

  it('keeps links inert in preview mode', () => {
    const { container } = render(<W0016 settings={settings} data={[image(1), image(2)]} mode="preview" />)
    expect(container.querySelectorAll('a[href]')).toHaveLength(0)
  })

  it('puts the images side by side in a card of the default size and stacks them in a much taller one', () => {
    expect(imagesLayout(384, 422)).toBe('columns')
    expect(imagesLayout(384, 593)).toBe('rows')
    expect(imagesLayout(0, 300)).toBe('columns')
    const { container } = render(
      <W0016 settings={{ ...settings, width: 384, height: 593 }} data={[image(1), image(2)]} mode="render" />,
    )
    expect(container.querySelector('.mf-w0016__images')?.classList.contains('mf-w0016__images--rows')).toBe(true)
  })
})
