/**
 * `npm run dev`: the same back end as `npm start` (API on PORT, default 3000) with the front end
 * served by Vite with hot reload on VITE_PORT (default 5173), proxying /api to the back end.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { startPlatform } from '@local/platform';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const vitePort = Number(process.env.VITE_PORT ?? 5173);
const viteOrigin = `http://localhost:${vitePort}`;

const platform = await startPlatform({
  projectRoot,
  port,
  mailPort: Number(process.env.MAIL_PORT ?? port + 1),
  dataDir: resolve(process.env.DATA_DIR ?? join(projectRoot, '.data')),
  webRoot: join(projectRoot, 'dist/web'),
  extraOrigins: [viteOrigin],
  publicUrl: viteOrigin,
  logLevel: process.env.LOG_LEVEL,
  viewerCountry: process.env.COUNTRY || 'AU',
  stripe: { secretKey: process.env.STRIPE_SECRET_KEY, webhookSecret: process.env.STRIPE_WEBHOOK_SECRET, publishableKey: process.env.STRIPE_PUBLISHABLE_KEY },
});
// The platform listens on 127.0.0.1; naming it avoids a first attempt at ::1.
process.env.API_ORIGIN = platform.appUrl.replace('localhost', '127.0.0.1');
const vite = await createServer({ configFile: join(projectRoot, 'frontend/vite.config.ts'), server: { port: vitePort, strictPort: true } });
await vite.listen();
console.log(`
PTE practice platform (dev)
  App (hot reload): ${viteOrigin}
  API:              ${platform.appUrl}/api
  Mail viewer:      ${platform.mailUrl}
  Demo accounts:    ${platform.demoAccounts.map((account) => `${account.email} / ${account.password}`).join(', ')}
Press Ctrl-C to stop.`);

const stop = async () => {
  await vite.close();
  await platform.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
