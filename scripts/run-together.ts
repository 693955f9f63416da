/**
 * `tsx scripts/run-together.ts typecheck lint`: runs those npm scripts at once and fails when any
 * fails. `npm test` checks types and lint this way: each is one process on one core, so on a
 * 2-core machine the two take about as long as the longer alone. Each script's output is printed
 * whole when it ends, so the outputs do not interleave.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('Usage: tsx scripts/run-together.ts <npm script>...');
  process.exit(2);
}

const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];

function runScript(name: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(npm[0]!, [...npm.slice(1), 'run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => {
      process.stdout.write(`${output}${error.message}\n`);
      resolve(1);
    });
    child.once('close', (code) => {
      process.stdout.write(output);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(scripts.map(runScript));
const failed = scripts.filter((_, index) => codes[index] !== 0);
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(', ')}`);
  process.exit(1);
}
