/**
 * `GET /api/v1/home/news`: the news of the user's organization whose publication window is
 * open now and whose audience is everyone (no role chosen) or includes one of the user's roles
 * (their own or their cargos'). Home shows them to anyone with a session, which is all the
 * home route asks; the admin/news section, for writing them, needs `admin: news`.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import { sql } from 'kysely';
import { joinTable } from '../../domain/engine/entity';
import { news } from '../../domain/entities/news';
import { role } from '../../domain/entities/auth';
import { decodeRow } from '../db/codec';
import { errorResponses, PRIVATE } from '../contract/responses';
import { visibleTo, type Store, type Viewer } from '../rest/store';
import { viewerOf } from '../rest/routes';
import type { SessionUser } from '../auth/users';

/** Enough for a home page: the pinned ones and the latest. */
export const HOME_NEWS_LIMIT = 10;

const item = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    summary: { type: ['string', 'null'] },
    body: { type: 'string', description: 'HTML saneado al guardarlo.' },
    image: { type: ['integer', 'null'], description: 'Id del archivo en admin/media.' },
    published_from: { type: 'string', format: 'date-time' },
    published_to: { type: ['string', 'null'], format: 'date-time' },
    pinned: { type: 'boolean' },
  },
  required: ['id', 'title', 'body', 'published_from', 'pinned'],
  additionalProperties: false,
};

const homeNewsRoute: FastifySchema = {
  summary: 'Novedades vigentes para la persona, para el inicio',
  tags: ['Inicio'],
  response: {
    200: {
      type: 'object',
      properties: { data: { type: 'array', items: item } },
      required: ['data'],
      additionalProperties: false,
    },
    ...errorResponses([...PRIVATE]),
  },
};

export async function currentNews(
  store: Store,
  viewer: Viewer,
  roleNames: string[],
  now = new Date(),
) {
  const audience = joinTable(news, 'audience');
  const at = now.toISOString();
  const rows = await visibleTo(
    store.db
      .selectFrom(news.table)
      .selectAll()
      .where('published_from', '<=', at)
      .where((eb) => eb.or([eb('published_to', 'is', null), eb('published_to', '>=', at)]))
      .where((eb) =>
        eb.or([
          eb.not(
            eb.exists(
              eb
                .selectFrom(`${audience} as everyone`)
                .select(sql`1`.as('one'))
                .whereRef('everyone.owner_id', '=', `${news.table}.id`),
            ),
          ),
          ...(roleNames.length
            ? [
                eb.exists(
                  eb
                    .selectFrom(`${audience} as chosen`)
                    .innerJoin(`${role.table} as r`, 'r.id', 'chosen.target_id')
                    .select(sql`1`.as('one'))
                    .whereRef('chosen.owner_id', '=', `${news.table}.id`)
                    .where('r.name', 'in', roleNames),
                ),
              ]
            : []),
        ]),
      )
      .orderBy('pinned', 'desc')
      .orderBy('published_from', 'desc')
      .limit(HOME_NEWS_LIMIT),
    news,
    viewer,
  ).execute();
  return rows.map((row) => {
    const record = decodeRow(news, row);
    return {
      id: Number(record.id),
      title: String(record.title),
      summary: (record.summary as string | null) ?? null,
      body: String(record.body ?? ''),
      image: (record.image as number | null) ?? null,
      published_from: String(record.published_from),
      published_to: (record.published_to as string | null) ?? null,
      pinned: record.pinned === true,
    };
  });
}

/** Whether file `fileId` is the image of a news item home shows `user` now. */
export async function readsNewsImage(store: Store, user: SessionUser, fileId: number) {
  const roleNames = user.grants.role.map((r) => r.name);
  const shown = await currentNews(store, viewerOf(user), roleNames);
  return shown.some((item) => item.image === fileId);
}

export function registerHomeNewsRoute(app: FastifyInstance, store: Store) {
  app.get('/api/v1/home/news', { schema: homeNewsRoute }, async (request) => {
    const user = request.user!;
    const roleNames = user.grants.role.map((r) => r.name);
    return { data: await currentNews(store, viewerOf(user), roleNames) };
  });
}
