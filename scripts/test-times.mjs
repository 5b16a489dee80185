#!/usr/bin/env node
/**
 * Where a test run's time went, from Jest's JSON report:
 *
 *     npx jest --json --outputFile=.data/jest-report.json
 *     node scripts/test-times.mjs .data/jest-report.json [rows]
 *
 * prints the seconds of each project (api, web, e2e) and the slowest files. See docs/TESTING.md.
 */
import { readFileSync } from 'node:fs';

const [file, rowsArg = '25'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/test-times.mjs <jest-json-report> [rows]');
  process.exit(2);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const suites = report.testResults
  .map((suite) => ({
    file: suite.name.replace(/^.*?\/(api|web|e2e|packages)\//, '$1/'),
    seconds: (suite.endTime - suite.startTime) / 1000,
  }))
  .sort((a, b) => b.seconds - a.seconds);
const byProject = new Map();
for (const { file: name, seconds } of suites) {
  const project = name.split('/')[0];
  byProject.set(project, (byProject.get(project) ?? 0) + seconds);
}
const total = suites.reduce((sum, suite) => sum + suite.seconds, 0);
console.log(`${suites.length} files, ${total.toFixed(0)} s in all`);
for (const [project, seconds] of byProject) {
  console.log(`  ${project.padEnd(4)} ${seconds.toFixed(0).padStart(5)} s`);
}
console.log('slowest files:');
for (const { file: name, seconds } of suites.slice(0, Number(rowsArg))) {
  console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
}
