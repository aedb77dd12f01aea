import { describe, expect, it } from 'vitest';
import {
  AREA_TRASHES,
  advertisementContract,
  articleContract,
  categoryContract,
  collectionContract,
  tiktokContract,
  ugcCreatorContract,
} from '../src/index.js';

describe('the trash calls the panel takes without the contracts', () => {
  it('are the contracts’ own trash calls, path for path and schema for schema', () => {
    expect(AREA_TRASHES).toEqual({
      advertisements: advertisementContract.trash,
      tiktoks: tiktokContract.trash,
      ugcCreators: ugcCreatorContract.trash,
      collections: collectionContract.trash,
      articles: articleContract.trash,
      categories: categoryContract.trash,
    });
  });
});
