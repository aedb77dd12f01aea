import { advertisementsArea } from '../features/advertisements/manifest';
import { advertisementRoutes } from '../features/advertisements/routes';
import { apiKeysArea } from '../features/api-keys/manifest';
import { apiKeyRoutes } from '../features/api-keys/routes';
import { blogArea } from '../features/blog/manifest';
import { blogRoutes } from '../features/blog/routes';
import { collectionsArea } from '../features/collections/manifest';
import { collectionRoutes } from '../features/collections/routes';
import { customersArea } from '../features/customers/manifest';
import { customerRoutes } from '../features/customers/routes';
import { jobsArea } from '../features/jobs/manifest';
import { jobRoutes } from '../features/jobs/routes';
import { pricingArea } from '../features/pricing/manifest';
import { pricingRoutes } from '../features/pricing/routes';
import { securityArea } from '../features/security/manifest';
import { securityRoutes } from '../features/security/routes';
import { tiktoksArea } from '../features/tiktoks/manifest';
import { tiktokRoutes } from '../features/tiktoks/routes';
import { titlesArea } from '../features/titles/manifest';
import { titleRoutes } from '../features/titles/routes';
import { ugcCreatorsArea } from '../features/ugc-creators/manifest';
import { ugcCreatorRoutes } from '../features/ugc-creators/routes';
import { webhooksArea } from '../features/webhooks/manifest';
import { webhookRoutes } from '../features/webhooks/routes';
import { withScreens } from '../kit/area/area-manifest';

/**
 * Every area of the panel, in sidebar order. The router, the sidebar and the path helpers
 * are built from this list: adding an area is adding its manifest and its screens
 * (features/<area>/routes.ts, each screen loaded lazily) here.
 */
export const AREAS = [
  withScreens(advertisementsArea, advertisementRoutes),
  withScreens(collectionsArea, collectionRoutes),
  withScreens(tiktoksArea, tiktokRoutes),
  withScreens(ugcCreatorsArea, ugcCreatorRoutes),
  withScreens(customersArea, customerRoutes),
  withScreens(pricingArea, pricingRoutes),
  withScreens(titlesArea, titleRoutes),
  withScreens(blogArea, blogRoutes),
  // issue 25: the job queue's screen, which SPEC leaves out, for super only
  withScreens(jobsArea, jobRoutes),
  // issue 28 §2: events to the customer app, for super only
  withScreens(webhooksArea, webhookRoutes),
  // issue 28 §3: keys for scripts and services, for super only
  withScreens(apiKeysArea, apiKeyRoutes),
  // issue 30 §1: each staff user's own second factors
  withScreens(securityArea, securityRoutes),
] as const;
