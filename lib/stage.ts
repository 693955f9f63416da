import { execFileSync } from 'node:child_process';

/**
 * The stage every stack and resource name carries: `-c stage=<name>`, else the git branch,
 * sanitised to lower-case letters, digits and dashes (at most 20, so names stay within AWS limits).
 */
export function resolveStage(contextStage: unknown): string {
  const raw = typeof contextStage === 'string' && contextStage !== '' ? contextStage : currentBranch();
  const stage = sanitiseStage(raw);
  if (!stage) throw new Error(`Cannot make a stage name from "${raw}"; pass -c stage=<name>`);
  return stage;
}

export function sanitiseStage(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 20)
    .replace(/-+$/, '');
}

function currentBranch(): string {
  try {
    const branch = execFileSync('git', ['rev-parse', '--abbrev-ref', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (branch && branch !== 'HEAD') return branch;
  } catch {
    // not a git checkout
  }
  throw new Error('No git branch to name the stage after; pass -c stage=<name>');
}

/** Long-lived stages keep their data when a stack is deleted; branch stages clean up after themselves. */
export function isLongLived(stage: string): boolean {
  return stage === 'main' || stage === 'prod' || stage === 'production';
}
