#!/usr/bin/env node
/**
 * `npm test`: the checks, then every test. ESLint, Prettier and the build (type-check, server bundle, PWA, build checks)
 * do not depend on each other, so they run side by side, each with its output held until it ends, so nothing
 * interleaves; one single-threaded tool at a time left a core idle for minutes. Vitest runs once all three passed (the
 * browser tests need the build). Each step's time is printed, so the next slow-down shows where it is.
 */
import { spawn } from 'node:child_process';

const checks = [
  { name: 'eslint', command: ['npx', 'eslint', '--max-warnings', '0', '.'] },
  { name: 'prettier', command: ['npx', 'prettier', '--check', '.'] },
  { name: 'build', command: ['npm', 'run', 'build'] },
];

function run({ name, command }, { inherit = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      // Vitest's own output ends with the run's closing `Tests: …` line, which must stay the last line: its time is
      // in its summary (Duration, and each project's).
      if (!inherit) {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        process.stdout.write(`\n── ${name} ──\n${output}`);
        console.log(`${name}: ${code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${seconds} s`);
      }
      resolve(code === 0);
    });
  });
}

const passed = await Promise.all(checks.map((check) => run(check)));
if (passed.includes(false)) {
  console.log(
    `\nNot running the tests: ${checks
      .filter((_, i) => !passed[i])
      .map((check) => check.name)
      .join(', ')} failed.`,
  );
  process.exit(1);
}
process.exit((await run({ name: 'vitest', command: ['npx', 'vitest', 'run', ...process.argv.slice(2)] }, { inherit: true })) ? 0 : 1);
