/**
 * The server's rich-text sanitiser: sanitize-html with the allow-list of domain/engine/richText.ts.
 * Importing this module registers it for domain/validate (codec.ts imports it, so every server
 * path that writes has it).
 */
import sanitizeHtml from 'sanitize-html';
import { registerRichTextSanitiser, RICH_TEXT_POLICY } from '../../domain/engine/richText';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_POLICY.tags],
  allowedAttributes: RICH_TEXT_POLICY.attributes,
  allowedStyles: { '*': { 'text-align': [...RICH_TEXT_POLICY.styles['text-align']] } },
  allowedSchemes: [...RICH_TEXT_POLICY.schemes],
  allowProtocolRelative: false,
  // Script and style bodies go with their tags, never left behind as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  transformTags: {
    // A link opening a new tab cannot reach back into the app (reverse tabnabbing).
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export const sanitiseHtml = (html: string) => sanitizeHtml(html, options);

registerRichTextSanitiser(sanitiseHtml);
