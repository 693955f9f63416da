import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { scorecardFontFamily } from '@shared/mock/scorecard-svg';

/**
 * The packages' own files, found as Node finds the packages: in node_modules locally, and beside
 * the bundle in Lambda, where the api stack installs these two packages (routeGroups' nodeModules).
 */
const packageFile = createRequire(import.meta.url).resolve;

/** The scorecard's font (Roboto, SIL Open Font License): resvg in wasm has no system fonts to fall back on. */
const fontFiles = ['@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf', '@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf'];

let loading: Promise<Uint8Array[]> | undefined;

/** Compiles the renderer and reads the fonts once per process (about 30 ms on a warm disk); a failure is retried by the next call. */
function rendererReady(): Promise<Uint8Array[]> {
  loading ??= (async () => {
    // Fonts first: initWasm runs once per process, so it comes last, when nothing after it can fail.
    const fonts = await Promise.all(fontFiles.map(async (file) => new Uint8Array(await readFile(packageFile(file)))));
    await initWasm(await readFile(packageFile('@resvg/resvg-wasm/index_bg.wasm')));
    return fonts;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** An SVG document drawn to PNG at its own size, without a browser (resvg compiled to wasm). */
export async function svgToPng(svg: string): Promise<Uint8Array> {
  const fontBuffers = await rendererReady();
  const renderer = new Resvg(svg, { font: { fontBuffers, defaultFontFamily: scorecardFontFamily }, fitTo: { mode: 'original' } });
  try {
    const image = renderer.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    renderer.free();
  }
}
