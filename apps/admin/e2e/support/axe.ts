import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ImpactValue } from 'axe-core';

// axe-core is a dev dependency used only here: injected into the page under test, never
// bundled into the app (decision 004's first-screen budget).
const axePath = createRequire(import.meta.url).resolve('axe-core');

/** The impacts a screen must be free of (issue 19 §4). */
const FAILING: readonly ImpactValue[] = ['serious', 'critical'];

export interface Finding {
  rule: string;
  impact: ImpactValue;
  help: string;
  /** each failing element, with axe's summary of why (the contrast ratio and colours, say) */
  nodes: { target: string; html: string; why: string }[];
}

/**
 * Runs every axe rule, the experimental ones included (label-content-name-mismatch is one),
 * over the whole document, and returns the serious and critical violations.
 */
export async function seriousViolations(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(async () => {
    // the injected global, typed by the import above
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const rules = Object.fromEntries(
      axe.getRules(['experimental']).map((r) => [r.ruleId, { enabled: true }] as const),
    );
    return (await axe.run(document, { rules, resultTypes: ['violations'] })) as AxeResults;
  });
  return results.violations
    .filter((v) => v.impact && FAILING.includes(v.impact))
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? 'serious',
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target.join(' '),
        html: n.html.slice(0, 200),
        why: n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? '',
      })),
    }));
}

/** One line per violation: rule, impact, help, and the first few elements it names. */
export const describeFindings = (findings: Finding[]) =>
  findings
    .map(
      (f) =>
        `  ${f.rule} (${f.impact}, ${f.nodes.length} element${f.nodes.length === 1 ? '' : 's'}): ${f.help}\n` +
        f.nodes
          .slice(0, 4)
          .map((n) => `    ${n.target}\n      ${n.html}\n      ${n.why}`)
          .join('\n') +
        (f.nodes.length > 4 ? '\n    …' : ''),
    )
    .join('\n');

/**
 * Waits until the screen has settled: no request in flight for a moment and no finite CSS
 * transition or animation running (a modal fading in would be measured half transparent).
 */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}
