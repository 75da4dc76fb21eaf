import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
// First, so the reset and tokens, then the operator tools' base styles, precede every component's CSS.
import '../runtime/styles/global.css'
import '../designer/designer.css'
import './admin.css'
import { Toaster } from '../runtime/components/toast/Toaster.tsx'
import { App } from './shell/App.tsx'

const container = document.getElementById('admin')
if (!container) throw new Error('admin/index.html has no #admin element')

createRoot(container).render(
  <StrictMode>
    <App />
    <Toaster />
  </StrictMode>,
)
