import type { AdvertisementListItem } from '@adlib/shared';
import { mediaKindOf } from '../../../components/media-kind';
import type { ListGallery } from '../../../kit/list/list-gallery';
import { adPaths } from '../manifest';

/** A video by its Format, or by its link when the Format is not set. */
const isVideo = (ad: AdvertisementListItem) =>
  ad.format === 'Video' || (ad.format === null && mediaKindOf(ad.media_source) === 'video');

/** The ads' gallery tile: the creative, the brand, its format and industry. */
export const AD_GALLERY: ListGallery<AdvertisementListItem> = {
  media: (ad) => ({
    thumb: ad.thumb,
    placeholder: ad.placeholder,
    source: ad.media_source,
    video: isVideo(ad),
  }),
  facts: (ad) => [ad.format, ad.industry].filter(Boolean).join(' · ') || null,
  edit: adPaths.advertisementEdit,
};
