/**
 * The colours of an agenda item, readable whatever its tone (WCAG 2.1 AA: text at least 4.5:1
 * against its background). An open item is its tone, with white text where white reads on it
 * and the theme's dark text where it does not (white on the "high" orange is 3.1:1). A finished
 * one is a faint tint of its tone with the tone's dark shade as text (as the status chips draw
 * a tone): it reads as set aside without fading the text itself below legibility.
 */
import { darken, getContrastRatio, lighten } from '@mui/material/styles';

/** WCAG 2.1 AA for normal-size text. */
export const MIN_CONTRAST = 4.5;

const WHITE = '#fff';
/** The theme's primary text colour on a solid background (MUI's default, 87% black). */
const DARK = 'rgba(0, 0, 0, 0.87)';

export interface EventColours {
  background: string;
  border: string;
  text: string;
}

/** The tone's dark shade that reads on `background`: darker in steps until it does. */
function readableShade(tone: string, background: string): string {
  for (let amount = 0.3; amount < 1; amount += 0.1) {
    const shade = darken(tone, amount);
    if (getContrastRatio(shade, background) >= MIN_CONTRAST) return shade;
  }
  return '#000';
}

export function eventColours(tone: string, finished = false): EventColours {
  if (finished) {
    const background = lighten(tone, 0.85);
    return { background, border: lighten(tone, 0.4), text: readableShade(tone, background) };
  }
  const text = getContrastRatio(WHITE, tone) >= MIN_CONTRAST ? WHITE : DARK;
  return { background: tone, border: tone, text };
}
