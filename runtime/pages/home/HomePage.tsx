import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { useLayoutData } from '../../routing/layout-data.ts'
import { loaderApi } from '../../routing/loader-api.ts'
import { CategoryMenu } from './CategoryMenu.tsx'
import { ChannelTiles } from './ChannelTiles.tsx'
import { Floor } from './Floor.tsx'
import { HeroCarousel } from './HeroCarousel.tsx'
import { MemberPanel } from './MemberPanel.tsx'
import { HERO_SLIDES } from './hero-slides.ts'
import { loadHome, type HomeData } from './load-home.ts'
import './home-page.css'

export function loader({ context }: LoaderFunctionArgs): Promise<HomeData> {
  return loadHome(loaderApi(context))
}

/**
 * Home: the first screen (category menu; carousel over channel tiles; member panel), then one goods
 * floor per top category.
 */
export default function HomePage() {
  const { categories, floors } = useLoaderData<typeof loader>()
  const { backgroundColor } = useLayoutData().page

  return (
    <div className="mf-home" style={backgroundColor ? { backgroundColor } : undefined}>
      <h1 className="mf-visually-hidden">mallfront商城首页</h1>
      <div className="mf-container mf-home__first-screen">
        <CategoryMenu categories={categories} />
        <div className="mf-home__stage">
          <HeroCarousel slides={HERO_SLIDES} />
          <ChannelTiles categories={categories} />
        </div>
        <MemberPanel />
      </div>
      <div className="mf-container mf-home__floors">
        {floors.map((floor, i) => (
          <Floor key={floor.category.category_id} floor={floor} index={i + 1} />
        ))}
      </div>
    </div>
  )
}
