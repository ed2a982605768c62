import type { Page } from '@playwright/test';
import type { PreviewWindow } from './preview-window.ts';

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Asks the preview's a11y addon to check the story shown, and returns every violation formatted
 * for a failure message. The addon applies the story's own `a11y` parameters (the preview's WCAG
 * 2.2 AA + best-practice set, any impact fails): the rules designers see in the panel, with axe
 * loaded once per page instead of injected per check.
 */
export async function storyViolations(page: Page, storyId: string): Promise<string[]> {
  const violations = await page.evaluate(
    (id) =>
      new Promise<AxeViolation[]>((resolve, reject) => {
        const preview = window as unknown as PreviewWindow;
        const channel = preview.__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) {
          reject(new Error('Storybook preview channel not found'));
          return;
        }
        const done = () => {
          channel.off('storybook/a11y/result', onResult);
          channel.off('storybook/a11y/error', onError);
        };
        const onResult = (result: { violations: AxeViolation[] }, resultId: string) => {
          if (resultId !== id) return;
          done();
          resolve(result.violations);
        };
        const onError = (error: unknown) => {
          done();
          reject(new Error(`axe: ${String(error)}`));
        };
        channel.on('storybook/a11y/result', onResult);
        channel.on('storybook/a11y/error', onError);
        const parameters = preview.__STORYBOOK_PREVIEW__?.currentRender?.story?.parameters?.a11y;
        // Only violations matter here: axe then keeps one node per pass and incomplete rule
        // instead of every node (the designers' panel, which runs apart, still lists them all).
        const options = { ...parameters?.options, resultTypes: ['violations'] };
        channel.emit('storybook/a11y/manual', id, { ...parameters, options });
      }),
    storyId,
  );
  return violations.map(
    (v) =>
      `[${v.impact ?? 'sin impacto'}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
      v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n'),
  );
}
