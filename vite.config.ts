import path from 'node:path'
import { build, defineConfig, type InlineConfig } from 'vite'
import react from '@vitejs/plugin-react'

const root = import.meta.dirname

/**
 * The operator designer is its own app under /designer/, so it needs its own base; Vite's base is
 * per config, not per environment, hence a separate build inside the app build.
 */
const designer: InlineConfig = {
  configFile: false,
  root: path.join(root, 'designer'),
  base: '/designer/',
  plugins: [react()],
  build: { outDir: path.join(root, 'dist/designer'), emptyOutDir: true },
}

/**
 * `vite build --app` writes:
 * - dist/client: the storefront's browser bundle plus .vite/manifest.json, which the server reads
 *   to link the entry's CSS and preload the matched routes' chunks;
 * - dist/server/entry-server.js: the same routes for server rendering;
 * - dist/designer: the page designer.
 * `npm run dev` uses this config through Vite's middleware mode inside Fastify (server/ssr/dev.ts).
 */
export default defineConfig({
  plugins: [react()],
  appType: 'custom',
  environments: {
    client: {
      build: {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        rolldownOptions: { input: 'runtime/entry-client.tsx' },
      },
    },
    ssr: {
      build: {
        outDir: 'dist/server',
        emptyOutDir: true,
        rolldownOptions: { input: 'runtime/entry-server.tsx' },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client)
      await builder.build(builder.environments.ssr)
      await build({ ...designer, logLevel: builder.config.logLevel })
    },
  },
})
