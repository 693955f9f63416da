/** Builds the SPA off the main thread (see ensureWebBuildInWorker); posts once it is built. */
import { parentPort, workerData } from 'node:worker_threads';
import { buildWeb } from './web-build';

const { projectRoot, outDir, fingerprint } = workerData as { projectRoot: string; outDir: string; fingerprint: string };
await buildWeb(projectRoot, outDir, fingerprint);
parentPort!.postMessage('built');
