// A repository-wide tidy check (CONVENTIONS.md, after TigerBeetle's tidy): no focused tests, no stray console.log in app code, no FIXME, no source file over the size limit.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ROOT } from './lib.mjs';

const MAX_LINES = 400;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT })
  .toString()
  .split('\n')
  .filter(
    (f) =>
      /\.(ts|tsx|mjs|js)$/.test(f) && !f.includes('node_modules') && !f.startsWith('apps/server/drizzle/'),
  );

const problems = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(`${ROOT}/${file}`, 'utf8');
  } catch {
    continue;
  }
  const lines = text.split('\n');
  const isTest = /\.test\.tsx?$|^e2e\//.test(file);
  const isScript =
    /^(scripts|bench|e2e|\.ci)\//.test(file) ||
    file.endsWith('main.ts') ||
    file.includes('/static/') ||
    file.includes('/src/cli/');
  if (lines.length > MAX_LINES && !file.endsWith('.test.ts'))
    problems.push(`${file}: ${lines.length} lines (limit ${MAX_LINES})`);
  lines.forEach((line, i) => {
    const at = `${file}:${i + 1}`;
    if (isTest && /\b(it|test|describe)\.only\(/.test(line)) problems.push(`${at}: focused test (.only)`);
    if (/\bFIXME\b/.test(line) && !file.endsWith('tidy.mjs')) problems.push(`${at}: FIXME`);
    if (!isTest && !isScript && /\bconsole\.log\(/.test(line))
      problems.push(`${at}: console.log in app code`);
  });
}
if (problems.length > 0) {
  process.stdout.write(`tidy: ${problems.length} problem(s)\n${problems.join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(`tidy: ${files.length} files clean\n`);
