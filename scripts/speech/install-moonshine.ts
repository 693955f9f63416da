/**
 * `npm ci` runs this after installing the packages (postinstall): it puts the Moonshine tiny
 * speech recogniser's two ONNX files (28 MB, MIT) where functions/adapters/transcriber/moonshine.ts
 * reads them. The weights ship only inside the npm package @moonshine-ai/moonshine-js, whose own
 * dependencies cannot be installed (one is a path on its authors' machine, and the rest are
 * 555 MB of browser runtimes), so its tarball is fetched from the npm registry by `npm pack`,
 * checked against the integrity recorded here, and only the model is kept. npm's cache serves
 * the tarball again to later installs.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { moonshineFiles, moonshineModelDirectory } from '../../functions/adapters/transcriber/moonshine-model';

const moonshinePackage = '@moonshine-ai/moonshine-js@0.1.29';
const integrity = 'sha512-Gx1B3mJcbM68ihSy/LyJEuEkGq7sYMqTb04zNdcIeidU0URVlSmXP0GyiQOTTAqDZQXlIC7k+bky+FdXk0UPlg==';
const inTarball = 'package/dist/model/tiny/quantized';

if (moonshineFiles.every((file) => existsSync(join(moonshineModelDirectory, file)))) process.exit(0);

const scratch = mkdtempSync(join(tmpdir(), 'moonshine-'));
try {
  const tarball = join(scratch, execFileSync('npm', ['pack', moonshinePackage, '--pack-destination', scratch, '--silent'], { encoding: 'utf8' }).trim().split('\n').at(-1)!);
  const digest = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
  if (digest !== integrity) throw new Error(`${moonshinePackage}: the registry's tarball is not the one this project was measured with (${digest})`);
  execFileSync('tar', ['-xzf', tarball, '-C', scratch, ...moonshineFiles.map((file) => `${inTarball}/${file}`)]);
  mkdirSync(moonshineModelDirectory, { recursive: true });
  // Copied beside its place, then renamed: an install stopped half-way leaves no half file behind.
  for (const file of moonshineFiles) {
    const target = join(moonshineModelDirectory, file);
    copyFileSync(join(scratch, inTarball, file), `${target}.part`);
    renameSync(`${target}.part`, target);
  }
  console.log(`Moonshine tiny: model in ${moonshineModelDirectory}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
