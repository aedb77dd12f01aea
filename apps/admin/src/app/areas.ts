import { advertisementsArea } from '../features/advertisements/manifest';
import { blogArea } from '../features/blog/manifest';
import { collectionsArea } from '../features/collections/manifest';
import { customersArea } from '../features/customers/manifest';
import { customerPieces } from '../features/customers/pieces';
import { pricingArea } from '../features/pricing/manifest';
import { tiktoksArea } from '../features/tiktoks/manifest';
import { titlesArea } from '../features/titles/manifest';
import { ugcCreatorsArea } from '../features/ugc-creators/manifest';
import { withPieces, withScreens } from '../kit/area/area-manifest';

/**
 * Every area of the panel, in sidebar order. The router, the sidebar and the path helpers
 * are built from this list: adding an area is adding its manifest and its screens' import here
 * (one chunk with withScreens, or one chunk per screen with withPieces).
 */
export const AREAS = [
  withScreens(advertisementsArea, () => import('../features/advertisements')),
  withScreens(collectionsArea, () => import('../features/collections')),
  withScreens(tiktoksArea, () => import('../features/tiktoks')),
  withScreens(ugcCreatorsArea, () => import('../features/ugc-creators')),
  withPieces(customersArea, customerPieces),
  withScreens(pricingArea, () => import('../features/pricing')),
  withScreens(titlesArea, () => import('../features/titles')),
  withScreens(blogArea, () => import('../features/blog')),
] as const;
