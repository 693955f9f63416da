import { Dialect, LocalLinter } from 'harper.js';
import { binary } from 'harper.js/binary';
import { readFileSync, readdirSync } from 'node:fs';
const src = readFileSync('functions/domain/writing/grammar/harper.ts','utf8');
const block = src.slice(src.indexOf('const enabledRules'), src.indexOf('];', src.indexOf('const enabledRules')));
const rules = [...block.matchAll(/'(\w+)'/g)].map(m=>m[1]);
const sentences:string[]=[];
for (const f of readdirSync('content/questions').sort()) for (const q of JSON.parse(readFileSync('content/questions/'+f,'utf8'))) if (q.sampleAnswer) sentences.push(...q.sampleAnswer.split(/(?<=[.!?])\s+/));
const texts:string[]=[]; let cur:string[]=[];
for (const s of new Set(sentences)) { cur.push(s); if (cur.join(' ').split(/\s+/).length>=300){texts.push(cur.join(' ')); cur=[];} }
const sample = texts.slice(0, 12);
const l = new LocalLinter({ binary, dialect: Dialect.British }); await l.setup();
const c = await l.getLintConfig();
const tpl = JSON.parse(readFileSync('shared/scoring/templates.json','utf8')).templates.map((t:any)=>t.text).join(' ');
let k = 0;
async function cost(enabled: string[]) {
  await l.setLintConfig(Object.fromEntries(Object.keys(c).map(r=>[r, enabled.includes(r)])));
  let total = 0;
  for (const t of sample) { k++; const v = t.replaceAll('.', ` ${k}.`); const s=performance.now(); await l.lint(v,{language:'plaintext'}); total += performance.now()-s; }
  return total / sample.length;
}
await l.lint(tpl, {language:'plaintext'});
await cost(rules); await cost([]);
const base = (await cost([]) + await cost([])) / 2;
const all = (await cost(rules) + await cost(rules)) / 2;
console.log('base', base.toFixed(1), 'all', all.toFixed(1));
const each: [string, number][] = [];
for (const r of rules) each.push([r, (await cost([r])) - base]);
each.sort((a,b)=>b[1]-a[1]);
console.log(each.slice(0,20).map(([r,t])=>`${r} ${t.toFixed(1)}`).join('\n'));
