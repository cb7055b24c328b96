/**
 * The docs page's look: Swagger UI (served by @fastify/swagger-ui from its own files, so the
 * page needs nothing beyond the app's `'self'` content policy) dressed in the product's colours,
 * logo and type, with its Spanish title and its fixed English labels translated in the page.
 */
import { readFileSync } from 'node:fs';
import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import { brand } from '../../domain/brand';
import type { AppConfig } from '../config';
import { fromRoot } from '../paths';
import { DOCS_PREFIX, OPENAPI_PATH } from './document';

const logo = readFileSync(fromRoot('public', 'favicon.svg'));

const css = `
body { background: ${brand.background}; }
.swagger-ui, .swagger-ui .info .title, .swagger-ui .opblock-tag, .swagger-ui .btn,
.swagger-ui .parameter__name, .swagger-ui .response-col_status, .swagger-ui table thead tr th,
.swagger-ui .model-title, .swagger-ui section.models h4 { font-family: ${brand.fontFamily}; }
.swagger-ui .topbar { background: ${brand.primary}; padding: 8px 0; }
.swagger-ui .topbar .download-url-wrapper, .dark-mode-toggle { display: none; }
.swagger-ui .topbar-wrapper a.link::after { content: '${brand.name} · API'; color: #fff;
  font: 600 20px ${brand.fontFamily}; margin-left: 12px; }
.swagger-ui .info .title, .swagger-ui .info h2, .swagger-ui .opblock-tag { color: ${brand.primaryDark}; }
.swagger-ui .info a, .swagger-ui .info .link { color: ${brand.primary}; }
.swagger-ui .scheme-container { background: #fff; box-shadow: none; border-bottom: 1px solid #dde3ea; }
.swagger-ui .btn.authorize { color: ${brand.primary}; border-color: ${brand.primary}; }
.swagger-ui .btn.authorize svg { fill: ${brand.primary}; }
.swagger-ui .btn.execute { background: ${brand.primary}; border-color: ${brand.primary}; }
.swagger-ui .opblock .opblock-summary-description { color: #37474f; }
`;

/**
 * Swagger UI has no translations; its fixed labels are swapped for Spanish ones as they appear.
 * Only exact, known texts change, so the document's own words are never touched.
 */
const labels: Record<string, string> = {
  Authorize: 'Autorizar',
  Authorized: 'Autorizado',
  'Available authorizations': 'Autorizaciones disponibles',
  Logout: 'Cerrar sesión',
  Close: 'Cerrar',
  Cancel: 'Cancelar',
  'Try it out': 'Probar',
  'Try it out ': 'Probar',
  Execute: 'Ejecutar',
  Clear: 'Limpiar',
  Parameters: 'Parámetros',
  'No parameters': 'Sin parámetros',
  Name: 'Nombre',
  Description: 'Descripción',
  Responses: 'Respuestas',
  Response: 'Respuesta',
  Code: 'Código',
  Links: 'Enlaces',
  'No links': 'Sin enlaces',
  'Request body': 'Cuerpo del pedido',
  'Example Value': 'Ejemplo',
  Schema: 'Esquema',
  Schemas: 'Esquemas',
  Servers: 'Servidores',
  'Media type': 'Tipo de contenido',
  'Response headers': 'Encabezados de la respuesta',
  'Response body': 'Cuerpo de la respuesta',
  'Request URL': 'URL del pedido',
  'Server response': 'Respuesta del servidor',
  Details: 'Detalles',
  Headers: 'Encabezados',
  Download: 'Descargar',
  required: 'obligatorio',
  'Flow:': 'Flujo:',
  'Token URL:': 'URL del token:',
  'username:': 'usuario:',
  'password:': 'contraseña:',
  'Client credentials location:': 'Dónde van las credenciales del cliente:',
  'Filter by tag': 'Filtrar por etiqueta',
  'Filter by tag or path': 'Filtrar por sección o ruta',
  'Authorization header': 'Encabezado Authorization',
  'Scopes are used to grant an application different levels of access to data on behalf of the end user. Each API may declare one or more scopes.':
    'Con el token, cada operación pide además el permiso de su sección.',
  'API requires the following scopes. Select which ones you want to grant to Swagger UI.': '',
  'Loading...': 'Cargando…',
  'Apply given OAuth2 credentials': 'Autorizar con estas credenciales',
  'Remove authorization': 'Quitar la autorización',
  'Switch to dark mode': 'Pasar al modo oscuro',
  'Switch to light mode': 'Pasar al modo claro',
  'Expand operation': 'Abrir la operación',
  'Collapse operation': 'Cerrar la operación',
  'Copy to clipboard': 'Copiar',
  'Examples:': 'Ejemplos:',
  'Example :': 'Ejemplo:',
  Example: 'Ejemplo',
  // "Controls <code>Accept</code> header." comes in three text nodes.
  Controls: 'Define el encabezado ',
  'header.': '',
  'Parameter content type': 'Tipo de contenido del parámetro',
  'Request duration': 'Duración del pedido',
};

const translateScript = `(function () {
  var labels = ${JSON.stringify(labels)};
  function translate(node) {
    var walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (var text = walker.nextNode(); text; text = walker.nextNode()) {
      var key = text.nodeValue.trim();
      if (Object.prototype.hasOwnProperty.call(labels, key)) text.nodeValue = labels[key];
    }
    if (node.querySelectorAll) {
      ['placeholder', 'aria-label', 'title'].forEach(function (name) {
        node.querySelectorAll('[' + name + ']').forEach(function (element) {
          var key = element.getAttribute(name);
          if (Object.prototype.hasOwnProperty.call(labels, key)) element.setAttribute(name, labels[key]);
        });
      });
    }
  }
  new MutationObserver(function (changes) {
    changes.forEach(function (change) {
      if (change.type !== 'childList') translate(change.target.parentNode || document.body);
      change.addedNodes.forEach(function (added) {
        if (added.nodeType === 3) translate(added.parentNode || document.body);
        else if (added.nodeType === 1) translate(added);
      });
    });
  }).observe(document.body, {
    childList: true,
    subtree: true,
    characterData: true,
    attributeFilter: ['placeholder', 'aria-label', 'title'],
  });
  document.documentElement.lang = 'es';
  translate(document.body);
})();
`;

export function swaggerUiOptions(config: AppConfig): FastifySwaggerUiOptions {
  return {
    routePrefix: DOCS_PREFIX,
    logo: { type: 'image/svg+xml', content: logo, href: '/', target: '_self' },
    theme: {
      title: `${brand.name} · Documentación de la API`,
      css: [{ filename: 'brokerdesk.css', content: css }],
      js: [{ filename: 'castellano.js', content: translateScript }],
      favicon: [
        {
          filename: 'favicon.svg',
          rel: 'icon',
          sizes: 'any',
          type: 'image/svg+xml',
          content: logo,
        },
      ],
    },
    uiConfig: {
      // The page reads the canonical document (its `urls` outrank the plugin's own `./json`).
      urls: [{ url: OPENAPI_PATH, name: 'API de BrokerDesk' }],
      docExpansion: 'none',
      defaultModelsExpandDepth: 0,
      deepLinking: true,
      filter: true,
      persistAuthorization: false,
      displayRequestDuration: true,
      tryItOutEnabled: false,
    },
    // The public web client (no secret): the Authorize dialog only needs the user's password.
    initOAuth: { clientId: config.oauthClientId, appName: brand.name },
  };
}
