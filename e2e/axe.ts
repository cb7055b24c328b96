import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** The rules every screen is held to (issue 9 item 35). */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
};

/**
 * The critical and serious WCAG 2.1 A/AA violations on the page as it stands, one readable line
 * each: axe-core's own rules, run in the page itself.
 *
 * Time (issue 29 §1): @axe-core/playwright injects axe's 550 kB again on every call, runs it in
 * parts and joins them in a new blank page, and returns every passing node too: about 4 times
 * the audit itself. Here axe is injected once per document (a walk moving client-side keeps
 * it), run once, and asked for the violations alone; the rules and tags are the same. A page
 * with frames is left to @axe-core/playwright, which audits inside each frame.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  let violations: Violation[];
  if (page.frames().length > 1) {
    ({ violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze());
  } else {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
    violations = await page.evaluate(
      async (tags) =>
        (
          await (window as unknown as { axe: typeof axe }).axe.run(document, {
            runOnly: { type: 'tag', values: tags },
            resultTypes: ['violations'],
          })
        ).violations as Violation[],
      WCAG_21_AA,
    );
  }
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.nodes.length}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}
