/** The query of GET /advertisements_admin besides paging (and of the CSV export). */
export interface AdvertisementListFilters {
  visible: boolean;
  search?: string;
  industry?: string;
  subindustry?: string;
  type?: string;
  objective?: string;
  order_by?: string;
}
