/**
 * `npm run bench:validators` (issue 29): what compiling request validators costs an app's
 * start, side by side in one process. Each variant builds `APPS` apps in a row, as a test
 * worker or a process with several instances does: Fastify with the shared schemas of every
 * declared entity and its generated routes (the app's own schemas, server/contract/), validated
 * by Fastify's default compiler or by ours (server/contract/validators.ts, one Ajv and one
 * compiled validator per distinct schema in the process). Serializers are ours in both.
 * Writes bench/results/validators.md and validators.json.
 */
import Fastify from 'fastify';
import { join } from 'node:path';
import { entities } from '../domain/entities';
import { ajvOptions } from '../server/contract/ajv';
import { resourceSchemas } from '../server/contract/resourceSchemas';
import { buildSerializer } from '../server/contract/serializers';
import { registerSharedSchemas } from '../server/contract/shared';
import { buildValidator } from '../server/contract/validators';
import { resultsDir, sized } from './tiny';
import { writeFormatted } from './write';

const APPS = sized(4, 2);
// A tiny run (bench/smoke.test.ts) takes a few entities: it proves the script runs, no more.
const declared = sized(entities, entities.slice(0, 5));
const log = (message: string) => process.stderr.write(`${message}\n`);

async function startOnce(ours: boolean): Promise<number> {
  const started = performance.now();
  const app = Fastify({
    ajv: ajvOptions,
    schemaController: {
      compilersFactory: {
        buildSerializer: buildSerializer as never,
        ...(ours ? { buildValidator: buildValidator as never } : {}),
      },
    },
  });
  registerSharedSchemas(app);
  for (const entity of declared) {
    for (const [action, schema] of Object.entries(resourceSchemas(entity))) {
      const method = { list: 'GET', show: 'GET', create: 'POST', edit: 'PUT' }[action] ?? 'DELETE';
      const url = `/${entity.name}${action === 'list' || action === 'create' ? '' : '/:id'}`;
      app.route({ method: method as 'GET', url, schema, handler: async () => null });
    }
  }
  await app.ready();
  const took = performance.now() - started;
  await app.close();
  return took;
}

const results: Record<string, number[]> = { fastify: [], ours: [] };
// Alternating, so that a busy moment of the machine falls on both.
for (let i = 0; i < APPS; i++) {
  for (const variant of ['fastify', 'ours'] as const) {
    results[variant].push(await startOnce(variant === 'ours'));
    log(`${variant} app ${i + 1}: ${Math.round(results[variant].at(-1)!)} ms`);
  }
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const ms = (n: number) => Math.round(n);
const ratio = sum(results.fastify) / sum(results.ours);
const lines = [
  '# Request validators: Fastify default compiler vs ours, side by side',
  '',
  `${declared.length} entities, ${APPS} apps in a row in one process, milliseconds from Fastify() to ready().`,
  '',
  '| app | Fastify default | ours |',
  '|---|---|---|',
  ...results.fastify.map((f, i) => `| ${i + 1} | ${ms(f)} | ${ms(results.ours[i])} |`),
  `| all | ${ms(sum(results.fastify))} | ${ms(sum(results.ours))} |`,
  '',
  `Ours is ${ratio.toFixed(1)}× as fast over the ${APPS} starts.`,
];
await writeFormatted(join(resultsDir, 'validators.md'), lines.join('\n'));
await writeFormatted(
  join(resultsDir, 'validators.json'),
  JSON.stringify({ entities: declared.length, apps: APPS, ...results, ratio }),
);
log(lines.join('\n'));
