import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
// First, so the reset and tokens, then the designer's base styles, precede every component's CSS.
import '../runtime/styles/global.css'
import './designer.css'
import { Toaster } from '../runtime/components/toast/Toaster.tsx'
import { App } from './shell/App.tsx'

const container = document.getElementById('designer')
if (!container) throw new Error('designer/index.html has no #designer element')

createRoot(container).render(
  <StrictMode>
    <App />
    <Toaster />
  </StrictMode>,
)
