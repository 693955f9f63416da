import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { SITE_NAME } from './src/components/layout';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The local platform serves /api on port 3000 (`npm start`); API_ORIGIN points
// the dev server at another instance, such as one started by a test on a free port.
const apiProxy = {
  '/api': { target: process.env.API_ORIGIN ?? 'http://127.0.0.1:3000', changeOrigin: true },
};

// The build's version, which the app compares with the server's APP_VERSION (the seed stores the
// same package.json version): a deployed server ahead of a cached app asks the student to update.
const { version } = JSON.parse(readFileSync(here('../package.json'), 'utf8')) as { version: string };

// index.html's static shell carries the site's name as the shell's brand does.
const siteName: Plugin = {
  name: 'site-name',
  transformIndexHtml: (html) => html.replaceAll('%SITE_NAME%', SITE_NAME),
};

export default defineConfig({
  root: here('.'),
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
  publicDir: here('./public'),
  plugins: [react(), siteName],
  resolve: {
    // Mirrors tsconfig.json "paths" for the folders the browser code may import.
    alias: {
      '@shared': here('../shared'),
      '@frontend': here('./src'),
      // The content pages' data (FAQ, answer templates), checked by content:check.
      '@content': here('../content'),
    },
  },
  build: {
    // The local platform and the CDK web stack both serve the SPA from here.
    outDir: here('../dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // shared/ only declares schemas, rules and texts, so a module none of whose exports is used
      // is left out: the first load takes the schemas it parses, not every module a barrel
      // (@shared/api, @shared/accounts) re-exports.
      treeshake: { moduleSideEffects: [{ test: new RegExp(`^${escapeRegExp(here('../shared/'))}`), sideEffects: false }] },
      output: {
        // What the shell renders on every page, in two chunks rather than a dozen of a few hundred
        // bytes, each a request and a gzip stream of its own: React, and the design system's theme
        // and the primitives of the top bar, footer, loader and notices.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            {
              name: 'amplify',
              test: /node_modules[\\/](lodash|@aws-amplify[\\/]ui|@aws-amplify[\\/]ui-react[\\/]dist[\\/]esm[\\/](hooks|helpers|components[\\/]ThemeProvider|primitives[\\/](shared|utils|types|View|Text|Button|Link|Loader|Label|Field|Flex|Heading|VisuallyHidden|Icon[\\/](Icon|context))))[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
