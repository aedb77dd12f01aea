// Test data of the duplicates tests (issue 26): a declaration, members, a cluster, answers.
import { type DuplicateCluster, type DuplicateMember, trashEndpoints } from '@adlib/shared';
import { apiAnswer } from '../../test/render-with-providers';
import type { DuplicatesDeclaration } from './duplicates-declaration';

/** The duplicates tests' area: the ads' name on the API, a trash of its own to restore from. */
export const THINGS_DUPLICATES: DuplicatesDeclaration = {
  area: 'advertisements',
  resource: 'things',
  restore: trashEndpoints('/api/things', 'things').restore,
  review: '/things/duplicates',
  edit: (id) => `/things/edit/${id}`,
  noun: ['thing', 'things'],
  title: 'Thing duplicates',
  list: { to: '/things', label: 'Things' },
};

export const member = (id: number, label: string, created: string): DuplicateMember => ({
  id,
  label,
  detail: `Headline of ${label}`,
  media: `https://cdn.example.com/${id}.jpg`,
  thumb: null,
  placeholder: null,
  created_at: created,
});

/** Two ads alike by a near picture: #15 (newer) and #12 (older, kept by default). */
export const NEAR_CLUSTER: DuplicateCluster = {
  key: 12,
  exact: false,
  members: [
    member(15, 'Acme copy', '2026-03-02T10:00:00.000Z'),
    member(12, 'Acme', '2026-01-05T10:00:00.000Z'),
  ],
  pairs: [{ a: 12, b: 15, reasons: ['near-picture', 'same-copy'], distance: 3 }],
  found_at: '2026-03-02T10:01:00.000Z',
};

export const ok = (data: unknown) => apiAnswer(200, { success: true, data });
export const clusterPage = (results: DuplicateCluster[], next: string | null = null) =>
  ok({ total: results.length, results, next_cursor: next });
