import { type UgcCreatorListItem, ugcCreatorList } from '@adlib/shared';
import { compileList, defineListArea } from '../../lists/index.js';

interface PageRow extends UgcCreatorListItem {
  sort_key: null;
}

/** The creators list on the list engine: newest first, no order filter, no CSV export. */
export const creatorsList = compileList(
  defineListArea({
    table: 'ugc_creators',
    list: ugcCreatorList,
    where: {
      // name, e-mail, niche and city, lower-cased by the database (schema.ts)
      search: { search: 'search_text' },
      industry: { equals: 'industry' },
      country: { equals: 'country' },
      gender: { equals: 'gender' },
    },
    exactTotalWith: [],
    pageColumns: 'id, name, country, gender, industry, profile_picture',
    itemColumns: 'id, name, country, gender, industry, profile_picture',
    // an object literal, field by field (decision 006)
    item: (row: PageRow): UgcCreatorListItem => ({
      id: row.id,
      name: row.name,
      country: row.country,
      gender: row.gender,
      industry: row.industry,
      profile_picture: row.profile_picture,
    }),
  }),
);
