/**
 * `npm run bench:grammar`: the grammar check against two sets written for this project, each
 * sentence with one labelled error or none: test/fixtures/grammar-benchmark.json (400 + 400,
 * which the rules were developed on) and test/fixtures/grammar-holdout.json (150 + 150, written
 * apart from the rules, to see how they generalise). Recall: the share of errors a grammar tag
 * overlaps. Precision: the share of grammar tags that sit on a labelled error (a tag in a correct
 * sentence, or away from the error, is a false alarm; style notes are not counted). Per category
 * and overall, with the time per sentence. BENCH_GRAMMAR_MISSES=1 lists every miss and false alarm.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot } from '../lib/function-defaults';
import { scoreGrammarBenchmark, type GrammarBenchmark } from '../test/fixtures/grammar-benchmark';

Object.assign(process.env, { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });
const { findGrammarProblems } = await import('@functions/domain/writing/grammar');
await findGrammarProblems('Warm up.');
const percent = (part: number, whole: number) => (whole === 0 ? '   -  ' : `${((100 * part) / whole).toFixed(1).padStart(5)} %`);

for (const file of ['grammar-benchmark.json', 'grammar-holdout.json']) {
  const benchmark = JSON.parse(await readFile(join(projectRoot, 'test/fixtures', file), 'utf8')) as GrammarBenchmark;
  const started = performance.now();
  const result = await scoreGrammarBenchmark(benchmark, findGrammarProblems);
  const elapsed = performance.now() - started;
  console.log(`\n${file}: ${benchmark.errors.length} sentences with an error, ${benchmark.correct.length} correct`);
  console.log('category              recall   precision   (errors found / errors, false alarms)');
  for (const row of result.categories) console.log(`${row.category.padEnd(20)} ${percent(row.found, row.errors)}  ${percent(row.found, row.found + row.falseAlarms)}   (${row.found}/${row.errors}, ${row.falseAlarms})`);
  console.log(`${'overall'.padEnd(20)} ${percent(result.found, result.errors)}  ${percent(result.truePositives, result.truePositives + result.falseAlarms)}   (${result.found}/${result.errors}, ${result.falseAlarms} false alarms)`);
  console.log(`${(elapsed / (benchmark.errors.length + benchmark.correct.length)).toFixed(2)} ms per sentence`);
  if (process.env.BENCH_GRAMMAR_MISSES) {
    for (const miss of result.misses) console.log(`MISS ${miss.category}: ${miss.sentence}  [${miss.error} → ${miss.correction}]`);
    for (const alarm of result.alarms) console.log(`FALSE ${alarm.category}: ${alarm.sentence}  <${alarm.flagged}> ${alarm.hint}`);
  }
}
