import { ssoContract } from '@adlib/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { perIpCodeLimit } from '../rate-limits.js';
import { finishSignOn, startSignOn } from './sign-on.js';

/** Single sign-on's two calls (decision 027); both answer 404 while OIDC_ISSUER is unset. */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['auth'];
  const ssoOrNotFound = () => {
    if (!app.config.sso) throw notFound('Single sign-on');
    return app.config.sso;
  };

  serve(app, ssoContract.start, { role: 'public', tags, rateLimit: perIpCodeLimit }, async () =>
    startSignOn(app, ssoOrNotFound()),
  );

  serve(
    app,
    ssoContract.callback,
    { role: 'public', tags, rateLimit: perIpCodeLimit },
    async ({ body, request }) => finishSignOn(app, request, ssoOrNotFound(), body),
  );
};
