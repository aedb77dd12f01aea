import { downloadFile } from '../../../components/download-file';
import type { AdvertisementListFilters } from './list-filters';

/** GET /advertisements/export.csv with the list's current filters, saved as a file. */
export const exportAdvertisements = (filters: AdvertisementListFilters) =>
  downloadFile('/advertisements/export.csv', { ...filters }, 'advertisements.csv');
