import {
  apiResponses,
  CREATOR_VIDEO_SLOTS,
  deletedRecord,
  idParams,
  ugcCreatorBulk,
  ugcCreatorBulkEdit,
  ugcCreatorInput,
  ugcCreatorListItem,
  ugcCreatorRecord,
  ugcCreatorSaved,
} from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerHistory } from '../../history/index.js';
import { ok } from '../../http/envelope.js';
import {
  IMAGES,
  registerBulkRoutes,
  registerList,
  registerSlotsUploadRoute,
  registerUploadRoute,
  VIDEOS,
} from '../../lists/index.js';
import { registerTrash } from '../../trash/index.js';
import { creatorBulkEdit } from './bulk.js';
import { creatorsList } from './list.js';
import {
  bulkDeleteCreators,
  CREATOR,
  CREATOR_TRASH,
  createCreator,
  creatorExists,
  deleteCreator,
  getCreator,
  setProfilePicture,
  setVideos,
  updateCreator,
} from './queries.js';

const tags = ['ugc-creators'];
const superOnly = { role: 'super' as const };
/** SPEC: creators' files go to a folder of their own; the client names it */
const FOLDER = 'ugc_creators';

export const ugcCreatorsRoutes: FastifyPluginAsyncZod = async (app) => {
  // SPEC says "data is a list"; the API keeps its one list envelope (decision 011)
  registerList(app, creatorsList, {
    entity: CREATOR.name,
    role: 'super',
    tags,
    find: {
      area: 'ugc-creators',
      keyword: 'search',
      title: (c) => c.name,
      detail: (c) => [c.country, c.industry].filter(Boolean).join(' · ') || null,
    },
    page: {
      url: '/api/ugc-creators/all',
      summary: 'A page of creators: data.total, data.results, data.next_cursor',
      item: ugcCreatorListItem,
    },
  });

  registerHistory(app, {
    url: '/api/ugc-creators',
    role: 'super',
    tags,
    entity: CREATOR,
    input: ugcCreatorInput,
    load: getCreator,
    save: updateCreator,
  });
  registerTrash(app, {
    url: '/api/ugc-creators',
    role: 'super',
    tags,
    trash: CREATOR_TRASH,
  });

  app.get(
    '/api/ugc-creators/:id',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'One creator, videos by slot',
        params: idParams,
        response: apiResponses(ugcCreatorRecord),
      },
    },
    async (request) => ok(await getCreator(app.db, request.params.id)),
  );

  app.post(
    '/api/ugc-creators',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Create a creator',
        body: ugcCreatorInput,
        response: apiResponses(ugcCreatorSaved, 201),
      },
    },
    async (request, reply) => {
      const row = await createCreator(app.db, request.user, request.body);
      return reply.code(201).send(ok({ id: row.id, updated_at: row.updated_at }));
    },
  );

  app.put(
    '/api/ugc-creators/:id',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Replace a creator (409 when updated_at is stale)',
        params: idParams,
        body: ugcCreatorInput,
        response: apiResponses(ugcCreatorSaved),
      },
    },
    async (request) => {
      const row = await updateCreator(app.db, request.user, request.params.id, request.body);
      return ok({ id: row.id, updated_at: row.updated_at });
    },
  );

  app.delete(
    '/api/ugc-creators/:id',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Move a creator to the trash (data.batch: what Undo restores)',
        params: idParams,
        response: apiResponses(deletedRecord),
      },
    },
    async (request) => {
      const batch = await deleteCreator(app.db, request.user, request.params.id);
      return ok({ id: request.params.id, batch });
    },
  );

  registerBulkRoutes(app, creatorsList, {
    url: '/api/ugc-creators',
    role: 'super',
    tags,
    entity: CREATOR.name,
    noun: 'creators',
    actions: { body: ugcCreatorBulk, change: {}, remove: bulkDeleteCreators },
    edit: { body: ugcCreatorBulkEdit, change: creatorBulkEdit },
  });

  registerSlotsUploadRoute(app, {
    url: '/api/ugc-creators/upload',
    role: 'super',
    tags,
    summary: `A creator's videos (multipart: id, folder '${FOLDER}', files named by slot 1-${CREATOR_VIDEO_SLOTS})`,
    folder: FOLDER,
    what: 'UGC creator',
    accept: VIDEOS,
    slots: CREATOR_VIDEO_SLOTS,
    slotLabel: (n) => `UGC Creator Video ${n}`,
    exists: creatorExists,
    attach: setVideos,
  });

  registerUploadRoute(app, {
    url: '/api/ugc-creators/upload_profile',
    role: 'super',
    tags,
    summary: `A creator's profile picture (multipart: id, folder '${FOLDER}', file); sets profile_picture`,
    folder: FOLDER,
    what: 'UGC creator',
    accept: IMAGES,
    exists: creatorExists,
    attach: setProfilePicture,
  });
};
