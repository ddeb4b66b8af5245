import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** How many element selectors a finding quotes before it says "+n more". */
const TARGETS_SHOWN = 3;
/** Enough of axe's fix text for a contrast ratio and its colours. */
const FIX_CHARS = 240;

export type AxeFinding = {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  /** CSS selectors of every failing element (`>>>` crosses into a shadow root or frame). */
  targets: string[];
  /** axe's "Fix any of the following: …" for the first failing element, on one line. */
  fix: string;
};

type RawViolation = Pick<AxeResults['violations'][number], 'id' | 'impact' | 'help' | 'helpUrl'> & {
  targets: string[];
  fix: string;
};

/**
 * Runs axe-core (its default rule set: WCAG 2.x A/AA and best practices) on the page as it is now, or only on
 * the elements `within` selects (e.g. `main`, a screen's own content), and returns the violations a disabled
 * user would hit hardest: impact serious or critical.
 */
export async function seriousViolations(page: Page, within?: string): Promise<AxeFinding[]> {
  if (!(await page.evaluate<boolean>("typeof window.axe === 'object'"))) {
    await page.addScriptTag({ path: axeScript });
  }
  // A string, not a function: the test tsconfig has no DOM types, and `axe` is the page's global.
  const violations = await page.evaluate<RawViolation[]>(`
    axe.run(${within ? `{ include: [[${JSON.stringify(within)}]] }` : 'document'}, { resultTypes: ['violations'] }).then((results) =>
      results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        targets: v.nodes.map((n) => n.target.map(String).join(' >>> ')),
        fix: (v.nodes[0] && v.nodes[0].failureSummary) || '',
      })),
    )`);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      helpUrl: v.helpUrl,
      targets: v.targets,
      fix: v.fix.replace(/\s+/g, ' ').trim().slice(0, FIX_CHARS),
    }));
}

/**
 * One line per finding, e.g. `color-contrast (serious): Elements must meet … — .hero a, nav a (+2 more)
 * — Fix any of the following: Element has insufficient color contrast of 2.1 (…) — <the rule's page>`.
 */
export function formatFindings(findings: AxeFinding[]): string[] {
  return findings.map((f) => {
    const shown = f.targets.slice(0, TARGETS_SHOWN).join(', ');
    const more = f.targets.length > TARGETS_SHOWN ? ` (+${f.targets.length - TARGETS_SHOWN} more)` : '';
    return `${f.id} (${f.impact}): ${f.help} — ${shown}${more} — ${f.fix} — ${f.helpUrl}`;
  });
}
