/**
 * `POST /api/v1/{resource}/{id}/{command}` for each transition of every entity with a status
 * machine (domain/engine/statusMachine.ts): who may edit the record and do what the transition
 * requires runs it, on a record they see (404 otherwise), from a status it applies from (422
 * naming why not), at the version they read when they send `updated_at` (409 otherwise).
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { Entity } from '../../domain/engine/entity';
import { entities } from '../../domain/entities';
import { errorMessages } from '../../domain/engine/messages';
import { mayRun, type StatusTransition } from '../../domain/engine/statusMachine';
import { checkInput } from '../../domain/engine/commandPlan';
import { errorResponses, PRIVATE } from '../contract/responses';
import { labelledBodyErrors, refuseInvalid } from '../contract/validationProblems';
import { recordId, ref } from '../contract/entitySchemas';
import { inputFieldSchema } from '../contract/inputFieldSchemas';
import { HttpProblem } from '../http/problems';
import { runCommand, type CommandHandlers } from './commands';
import { requireAccess, requireBody, requireId, viewerOf, writerOf } from './routes';
import { presentRecord } from './secrets';
import type { Store } from './store';
import type { HookTable } from './hooks';

function commandSchema(entity: Entity, transition: StatusTransition): FastifySchema {
  const { reasonField, reasonNote } = entity.statusMachine!;
  return {
    summary: `${transition.label} (${entity.label.one.toLowerCase()})`,
    description: `${transition.to ? `Cambia el estado a «${transition.to}»` : 'Deja el estado como está'} desde: ${transition.from.join(', ')}.${transition.reason ? ' Pide el motivo.' : ''}`,
    tags: [entity.label.many],
    params: {
      type: 'object',
      properties: { id: { type: 'string' } },
      required: ['id'],
    },
    body: {
      type: ['object', 'null'],
      properties: {
        updated_at: {
          type: 'string',
          description: 'La fecha de modificación leída: si el registro cambió, 409.',
        },
        ...(transition.reason && reasonField
          ? {
              reason: {
                type: ['integer', 'string'],
                description: `Id del motivo (${entity.fields[reasonField].label}).`,
              },
            }
          : {}),
        ...(transition.reason && reasonNote
          ? {
              reason_note: {
                type: 'string',
                description: `${entity.fields[reasonNote].label}: obligatorio con «Otro motivo».`,
              },
            }
          : {}),
        ...Object.fromEntries(
          Object.entries(transition.input ?? {}).map(([name, field]) => [
            name,
            inputFieldSchema(field),
          ]),
        ),
      },
      additionalProperties: false,
    },
    response: {
      200: ref(recordId(entity)),
      ...errorResponses([400, 403, 404, 409, 422, ...PRIVATE].sort((a, b) => a - b)),
    },
  };
}

/** The domain's messages for the input fields the schema refused, else the labelled ones. */
function inputErrors(
  transition: StatusTransition,
  body: Record<string, unknown>,
  issues: Parameters<typeof labelledBodyErrors>[0],
) {
  const fields = transition.input ?? {};
  const labels = Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.label]));
  const errors = labelledBodyErrors(issues, { labels });
  const checked = checkInput(fields, body);
  if ('errors' in checked)
    for (const name of Object.keys(errors))
      if (Object.hasOwn(checked.errors, name)) errors[name] = checked.errors[name];
  return errors;
}

export function registerCommandRoutes(
  app: FastifyInstance,
  store: Store,
  handlers: CommandHandlers,
  hooks: HookTable = {},
) {
  for (const entity of entities) {
    for (const transition of entity.statusMachine?.transitions ?? []) {
      app.post<{ Params: { id: string } }>(
        `/api/v1/${entity.name}/:id/${transition.command}`,
        { schema: commandSchema(entity, transition), attachValidation: true },
        async (request) => {
          const user = requireAccess(request, entity, 'edit');
          if (!mayRun(user.access, entity, transition))
            throw new HttpProblem(403, errorMessages.forbidden);
          // A refused input reads as the domain words it (its label, its bounds), as a record's.
          refuseInvalid(request, { body: (body, issues) => inputErrors(transition, body, issues) });
          const body = request.body === null || request.body === undefined ? {} : request.body;
          const record = await runCommand(
            store,
            entity,
            requireId(entity, request.params.id),
            transition,
            requireBody(body),
            // A handler's own writes (the client a lead becomes) run the areas' hooks too.
            writerOf(user, hooks),
            handlers,
          );
          return presentRecord(entity, record, viewerOf(user));
        },
      );
    }
  }
}
