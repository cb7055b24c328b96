/**
 * `GET /api/docs/openapi.json` (the OpenAPI 3.1 document) and `GET /api/docs` (the page).
 * Registered before every route, so @fastify/swagger's onRoute hook sees them all and the
 * document grows with each new resource without a line here.
 *
 * Both are public: the document says nothing the web app's own bundle does not already ship to
 * every visitor of the login page (domain/ holds every declaration and route rule), its examples
 * are demo data, and every operation it describes still asks for a token and a permission.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { entities } from '../../domain/entities';
import type { AppConfig } from '../config';
import type { DemoData } from '../demoData';
import {
  baseDocument,
  componentName,
  OPENAPI_PATH,
  transformRoute,
  type JsonObject,
} from './document';
import { translateDocumentSchemas } from './dialect';
import { attachExamples, demoExamples, lazyExamples } from './examples';
import { describeListProtocol } from './listProtocol';
import { nameOperations } from './operationIds';
import { swaggerUiOptions } from './page';
import { shareRepeatedResponses } from './sharedResponses';

/** `demo`: the demo data the examples come from (server/demoData.ts); without it, none. */
export async function registerApiDocs(app: FastifyInstance, config: AppConfig, demo?: DemoData) {
  const examples = lazyExamples(() => demoExamples(entities, demo));
  await app.register(swagger, {
    openapi: baseDocument(config),
    // PUBLIC_URL may carry a path; routes are documented whole, never cut by it.
    stripBasePath: false,
    refResolver: { buildLocalReference: componentName },
    transform: transformRoute,
    transformObject: (generated) => {
      const document = ('openapiObject' in generated ? generated.openapiObject : {}) as JsonObject;
      describeListProtocol(document, entities);
      attachExamples(document, entities, examples.current());
      nameOperations(document, entities);
      translateDocumentSchemas(document);
      shareRepeatedResponses(document);
      return document;
    },
  });

  await app.register(async (docs) => {
    // The docs are reachable without a session (see above); authentication reads this flag.
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    // The document is built once, after the demo examples are read (@fastify/swagger caches it).
    const ready = async () => examples.ready();
    docs.get(OPENAPI_PATH, { schema: { hide: true } }, async () => {
      await ready();
      return app.swagger();
    });
    await docs.register(swaggerUi, { ...swaggerUiOptions(config), uiHooks: { onRequest: ready } });
  });
}
