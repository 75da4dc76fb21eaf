import path from 'node:path'
import { build, defineConfig, type InlineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { describeSummary, precompressDir } from './server/ssr/precompress.ts'

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

/** The operator console, its own app under /admin/ for the same reason. */
const operatorConsole: InlineConfig = {
  configFile: false,
  root: path.join(root, 'admin'),
  base: '/admin/',
  plugins: [react()],
  build: { outDir: path.join(root, 'dist/admin'), emptyOutDir: true },
}

/**
 * The framework every storefront page hydrates with, in chunks of its own: they change only with
 * a dependency upgrade, so browsers keep them across releases of the app's own code.
 */
const frameworkChunks = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/ },
]

/**
 * In the storefront's browser bundle, the app's imports of react-router-dom resolve to
 * runtime/routing/browser-router.tsx: desktop browsers load every page in full (spec 2.5), so they
 * get a light router and react-router only inside WeChat, on demand. The server's render, the
 * designer, the console and the tests import the real package (the server's render with a Link
 * of its own, serverRouter below).
 */
function browserRouter(): Plugin {
  const facade = path.join(root, 'runtime/routing/browser-router.tsx')
  return {
    name: 'mallfront:browser-router',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (source === 'react-router-dom' && importer && !importer.includes('/node_modules/')) return facade
      return null
    },
  }
}

/**
 * In the server's render, the app's imports of react-router-dom resolve to
 * runtime/routing/server-router.ts: react-router with a Link that renders plain paths without
 * resolving them (server-link.tsx): react-router's Link was about 5 % of a rendered goods list.
 */
function serverRouter(): Plugin {
  const facade = path.join(root, 'runtime/routing/server-router.ts')
  const ownImporters = new Set([facade, path.join(root, 'runtime/routing/server-link.tsx')])
  return {
    name: 'mallfront:server-router',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    resolveId(source, importer) {
      if (source !== 'react-router-dom' || !importer || importer.includes('/node_modules/')) return null
      return ownImporters.has(importer) ? null : facade
    },
  }
}

/**
 * The built server renders with React Router's production build. Its package points every
 * environment at the development build, whose checks and warnings cost about 0.7 ms of a home
 * page's render, so the server bundle takes the router and its own dependencies in (`noExternal`)
 * and resolves the router to dist/production. `npm run dev` keeps the package as it is.
 */
function productionRouterOnServer(): Plugin {
  const dist = path.join(root, 'node_modules/react-router/dist/production')
  const files: Readonly<Record<string, string>> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' }
  return {
    name: 'mallfront:production-router-on-server',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    configEnvironment: (name) =>
      name === 'ssr'
        ? { resolve: { noExternal: ['react-router', 'react-router-dom', 'cookie', 'set-cookie-parser'] } }
        : undefined,
    resolveId: (source) => (Object.hasOwn(files, source) ? path.join(dist, files[source]!) : null),
  }
}

/** Served precompressed by server/ssr/production.ts. */
const precompressed = ['dist/client/assets', 'dist/designer', 'dist/admin']

/**
 * `vite build --app` writes:
 * - dist/client: the storefront's browser bundle plus .vite/manifest.json, which the server reads
 *   to link the entry's CSS and preload the chunks of the matched routes and of the page's widgets;
 * - dist/server/entry-server.js: the same routes for server rendering;
 * - dist/designer: the page designer;
 * - dist/admin: the operator console;
 * - `.br` and `.gz` beside the client's, the designer's and the console's text assets.
 * `npm run dev` uses this config through Vite's middleware mode inside Fastify (server/ssr/dev.ts).
 */
export default defineConfig({
  plugins: [react(), browserRouter(), serverRouter(), productionRouterOnServer()],
  appType: 'custom',
  environments: {
    client: {
      build: {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // A lazily loaded chunk still brings its stylesheets, but its scripts are not listed for preloading:
        // the server preloads the first page's chunks itself, and the lists would make up a large
        // part of the entry (every page's route names its imports).
        modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
        rolldownOptions: { input: 'runtime/entry-client.tsx', output: { codeSplitting: { groups: frameworkChunks } } },
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
      await build({ ...operatorConsole, logLevel: builder.config.logLevel })
      for (const dir of precompressed)
        builder.config.logger.info(describeSummary(dir, await precompressDir(path.join(root, dir))))
    },
  },
})
