import {
  apiResponses,
  articleCreate,
  articleInput,
  articleListItem,
  articleRecord,
  articleSaved,
  articleVisibility,
  deletedRecord,
  historyEndpoints,
  idParams,
  sentTime,
  slugCheck,
  slugCheckQuery,
  trashEndpoints,
} from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerHistory } from '../../history/index.js';
import { ok } from '../../http/envelope.js';
import { registerList } from '../../lists/index.js';
import { registerTrash } from '../../trash/index.js';
import {
  ARTICLE,
  ARTICLE_TRASH,
  createArticle,
  deleteArticle,
  getArticle,
  isSlugAvailable,
  setArticleVisibility,
  updateArticle,
} from './article-queries.js';
import { articlesList } from './list.js';

const tags = ['blog'];
const superOnly = { role: 'super' as const };
const saved = (row: { id: number; slug: string; is_visible: boolean; updated_at: Date }) =>
  ok({ id: row.id, slug: row.slug, is_visible: row.is_visible, updated_at: row.updated_at });

/** The blog's articles, paths as SPEC 7 spells them (`/articles` and `/article/{id}`). */
export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(app, articlesList, {
    entity: ARTICLE.name,
    role: 'super',
    tags,
    find: {
      area: 'blog',
      keyword: 'search',
      title: (a) => a.title,
      detail: (a) => `/${a.slug}`,
    },
    page: {
      url: '/api/articles',
      summary: 'A page of articles: data.total, data.results, data.next_cursor (search, visible)',
      item: articleListItem,
    },
  });

  registerHistory(app, {
    endpoints: historyEndpoints('/api/articles', 'article'),
    role: 'super',
    tags,
    entity: ARTICLE,
    input: articleInput,
    load: getArticle,
    save: updateArticle,
  });
  registerTrash(app, {
    endpoints: trashEndpoints('/api/articles', 'articles'),
    role: 'super',
    tags,
    trash: ARTICLE_TRASH,
  });

  app.get(
    '/api/articles/slug-available',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Whether a slug is free (for the article `id` being edited)',
        querystring: slugCheckQuery,
        response: apiResponses(slugCheck),
      },
    },
    async (request) => {
      const { slug, id } = request.query;
      return ok({ slug, available: await isSlugAvailable(app.db, slug, id) });
    },
  );

  app.get(
    '/api/articles/:id',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'One article, categories as ids',
        params: idParams,
        response: apiResponses(articleRecord),
      },
    },
    async (request) => ok(await getArticle(app.db, request.params.id)),
  );

  app.post(
    '/api/articles',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Create an article: always not visible; slug and description derived when left empty',
        body: articleCreate,
        response: apiResponses(articleSaved, 201),
      },
    },
    async (request, reply) => {
      const row = await createArticle(app.db, request.user, request.body);
      return reply.code(201).send(saved(row));
    },
  );

  app.put(
    '/api/article/:id',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Edit an article (409 when updated_at is stale)',
        params: idParams,
        body: articleInput,
        response: apiResponses(articleSaved),
      },
    },
    async (request) => {
      const row = await updateArticle(app.db, request.user, request.params.id, request.body);
      return saved(row);
    },
  );

  app.delete(
    '/api/article/:id',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Move an article to the trash (data.batch: what Undo restores)',
        params: idParams,
        response: apiResponses(deletedRecord),
      },
    },
    async (request) => {
      const batch = await deleteArticle(app.db, request.user, request.params.id);
      return ok({ id: request.params.id, batch });
    },
  );

  app.put(
    '/api/articles/:id/visible',
    {
      config: superOnly,
      schema: {
        tags,
        summary: "The list's Visible toggle (is_visible; isVisible accepted)",
        params: idParams,
        body: articleVisibility,
        response: apiResponses(
          z.object({ id: z.number().int(), is_visible: z.boolean(), updated_at: sentTime }),
        ),
      },
    },
    async (request) => {
      const { is_visible, isVisible } = request.body;
      // the body's refinement guarantees one of the two spellings
      const row = await setArticleVisibility(
        app.db,
        request.user,
        request.params.id,
        Boolean(is_visible ?? isVisible),
      );
      return ok({ id: row.id, is_visible: row.is_visible, updated_at: row.updated_at });
    },
  );
};
