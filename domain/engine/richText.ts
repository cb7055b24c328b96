/**
 * Rich text (HTML from the editor): what it may contain is declared here once. The server
 * sanitises every value with an allow-list library (server/files/richText.ts registers it); the
 * screens show it through react-admin's RichTextField, which sanitises again (DOMPurify).
 */
export const RICH_TEXT_POLICY = {
  /** What the editor's toolbar produces, and nothing that runs or loads anything. */
  tags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'span',
  ],
  attributes: { a: ['href', 'target', 'rel'], '*': ['style'] } as Record<string, string[]>,
  /** Alignment is the only style the editor writes. */
  styles: { 'text-align': [/^(left|right|center|justify)$/] },
  schemes: ['http', 'https', 'mailto', 'tel'],
} as const;

type Sanitiser = (html: string) => string;
let sanitiser: Sanitiser | null = null;

/** The server's sanitiser (never loaded in the browser bundle, which keeps it small). */
export function registerRichTextSanitiser(sanitise: Sanitiser) {
  sanitiser = sanitise;
}

/** The HTML as it is stored: sanitised where a sanitiser runs (the server), as given otherwise. */
export function sanitiseRichText(html: string): string {
  return sanitiser ? sanitiser(html) : html;
}

/** True when the HTML has no visible text (an editor left empty sends `<p></p>`). */
export function isBlankRichText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}
