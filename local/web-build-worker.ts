/** Builds the SPA off the main thread (see ensureWebBuildInWorker); posts whether it built. */
import { parentPort, workerData } from 'node:worker_threads';
import { ensureWebBuild } from './web-build';

const { projectRoot, outDir } = workerData as { projectRoot: string; outDir: string };
parentPort!.postMessage(await ensureWebBuild(projectRoot, outDir));
