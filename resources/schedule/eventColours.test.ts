/**
 * Issue 28 item 29: every item the agenda draws, open or finished, in every tone its sources
 * use, has text at 4.5:1 or more against its background (axe found white on the "high" orange
 * at 3.1:1 and the finished items, faded to 55%, at 1.6:1).
 */
import { decomposeColor, getContrastRatio, recomposeColor } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { agendaSources } from '../../domain/agenda';
import { statusTones } from '../../domain/statusCatalogue';
import { eventColours, MIN_CONTRAST } from './eventColours';

/** What a translucent text colour looks like drawn over an opaque background. */
function over(text: string, background: string): string {
  const t = decomposeColor(text);
  const b = decomposeColor(background);
  const alpha = t.values[3] ?? 1;
  const mixed = [0, 1, 2].map((i) => Math.round(t.values[i] * alpha + b.values[i] * (1 - alpha)));
  return recomposeColor({ type: 'rgb', values: mixed as [number, number, number] });
}

const tones = [
  ...new Set([
    ...agendaSources.flatMap((s) => s.legend.map((entry) => entry.tone)),
    ...Object.values(statusTones),
  ]),
];

describe('agenda item colours', () => {
  it.each(tones)('an open item in %s reads at 4.5:1 or more', (tone) => {
    const { background, text } = eventColours(tone);
    expect(background).toBe(tone);
    expect(getContrastRatio(over(text, background), background)).toBeGreaterThanOrEqual(
      MIN_CONTRAST,
    );
  });

  it.each(tones)('a finished item in %s reads at 4.5:1 or more, on a paler tint', (tone) => {
    const { background, text } = eventColours(tone, true);
    expect(background).not.toBe(tone);
    expect(getContrastRatio(over(text, background), background)).toBeGreaterThanOrEqual(
      MIN_CONTRAST,
    );
  });

  it('keeps white text where white already reads, and turns dark on the orange', () => {
    expect(eventColours(statusTones.info).text).toBe('#fff');
    expect(eventColours(statusTones.warning).text).not.toBe('#fff');
  });
});
