import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/**
 * axe-core's browser build, evaluated in the page under test: evaluated, not added as a script tag, which the
 * server's Content-Security-Policy (script-src 'self') rightly refuses.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode {
  readonly target: readonly unknown[];
  readonly html: string;
  readonly failureSummary?: string;
}

interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly nodes: readonly AxeNode[];
}

/**
 * Runs axe-core (WCAG 2 A and AA, and axe's best practices, as Storybook's a11y addon does) on the page and
 * returns one line per violating node, `rule-id (impact) at <element…>: why`, so a failing test names each.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }
    ).axe;
    const results = (await axe.run(document, { resultTypes: ['violations'] })) as {
      violations: AxeViolation[];
    };
    return results.violations;
  });
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'unknown'}) at ${node.html.slice(0, 160)}: ${
          node.failureSummary?.replace(/\s+/g, ' ') ?? ''
        }`,
    ),
  );
}
