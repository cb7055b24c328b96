/**
 * The HTML a partner pastes into their site to show a quote widget: a placeholder and the
 * loader script, which sends the token (refused by the API from any site but the widget's
 * allowed domain). The origin is the product's own: the configured API origin, or this page's.
 */
export const WIDGET_SCRIPT_PATH = '/widget/cotizador.js';
export const WIDGET_CONTAINER_ID = 'brokerdesk-cotizador';

/** Quotes an attribute value for HTML, whatever the text holds. */
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function widgetSnippet(origin: string, token: string): string {
  const base = origin.replace(/\/+$/, '');
  return [
    `<div id="${WIDGET_CONTAINER_ID}"></div>`,
    `<script src="${attribute(base + WIDGET_SCRIPT_PATH)}" data-token="${attribute(token)}" async></script>`,
  ].join('\n');
}
