import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articleRoutes } from './article-routes.js';
import { categoryRoutes } from './category-routes.js';

/** The blog area (super only): articles and their categories. */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(articleRoutes);
  await app.register(categoryRoutes);
};
