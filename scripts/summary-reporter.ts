import type { Reporter, TestModule } from 'vitest/node';

interface ProjectTime {
  files: number;
  /** When its first file started and its last file ended (ms since the epoch). */
  start: number;
  end: number;
  /** The files' own time: environment, set-up, import and tests, added up. */
  busy: number;
}

/**
 * Prints each Vitest project's time (so the next slow-down shows where it is), then one plain closing line,
 * `Tests: N passed, N failed, N skipped`, after Vitest's own summary, so CI and people can read the outcome of the
 * whole suite at a glance.
 */
export default class SummaryReporter implements Reporter {
  private readonly projects = new Map<string, ProjectTime>();

  onTestModuleStart(module: TestModule): void {
    const name = module.project.name || 'default';
    const now = Date.now();
    const time = this.projects.get(name) ?? { files: 0, start: now, end: now, busy: 0 };
    time.files++;
    this.projects.set(name, time);
  }

  onTestModuleEnd(module: TestModule): void {
    const time = this.projects.get(module.project.name || 'default');
    if (!time) return;
    time.end = Date.now();
    const diagnostic = module.diagnostic();
    time.busy += diagnostic.environmentSetupDuration + diagnostic.prepareDuration + diagnostic.collectDuration;
    time.busy += diagnostic.setupDuration + diagnostic.duration;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) counts.failed++;
    }
    if (this.projects.size > 0) {
      console.log('\nTime per project (wall: its first file started to its last file ended; files: their own times added up)');
      for (const [name, time] of [...this.projects].sort(([, a], [, b]) => a.start - b.start)) {
        const wall = ((time.end - time.start) / 1000).toFixed(1);
        const busy = (time.busy / 1000).toFixed(1);
        console.log(
          `  ${name.padEnd(10)} ${String(time.files).padStart(3)} files  wall ${wall.padStart(6)} s  files ${busy.padStart(6)} s`,
        );
      }
    }
    console.log(`\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }
}
