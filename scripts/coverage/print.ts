/** After `npm run test:unit`: prints the coverage of each folder (scripts/coverage/by-folder.ts). */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot } from '../../lib/function-defaults';
import { coverageByFolder, formatCoverage, type CoverageSummary } from './by-folder';

const summary = JSON.parse(await readFile(join(projectRoot, 'coverage/coverage-summary.json'), 'utf8')) as CoverageSummary;
console.log(`\nCoverage by folder (unit tests)\n${formatCoverage(coverageByFolder(summary, projectRoot))}`);
