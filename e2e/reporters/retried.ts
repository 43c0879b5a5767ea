import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Names every test that passed only on its retry (CI runs with one retry). Such a test is a defect to
 * fix — a race with the page or the data — not a pass: the closing note lists them.
 */
export default class RetriedReporter implements Reporter {
  private readonly retried = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.retry > 0 && result.status === 'passed')
      this.retried.set(`${test.location.file.split('/specs/')[1] ?? test.location.file} › ${test.titlePath().slice(2).join(' › ')}`, result.retry);
  }

  onEnd(): void {
    console.log(`\n=== e2e tests that passed only on retry: ${this.retried.size === 0 ? 'none' : this.retried.size}`);
    for (const [title, retry] of this.retried) console.log(`  RETRIED ×${retry}  ${title}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
