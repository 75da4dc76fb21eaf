import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { TemplateList } from './TemplateList.tsx'
import '../runtime/styles/global.css'
import './designer.css'

const container = document.getElementById('designer')
if (!container) throw new Error('designer/index.html has no #designer element')

createRoot(container).render(
  <StrictMode>
    <div className="dz-shell">
      <header className="dz-shell__bar">
        <h1 className="dz-shell__title">页面设计器</h1>
        <a className="dz-shell__link" href="/">
          查看商城
        </a>
      </header>
      <main className="dz-shell__main">
        <TemplateList />
      </main>
    </div>
  </StrictMode>,
)
