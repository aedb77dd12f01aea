import { lazyScreen } from '../../kit/area/area-manifest';

/** The Webhooks screen under /webhooks. */
export const webhookRoutes = [lazyScreen('', () => import('./webhooks-page'), 'WebhooksPage')];
