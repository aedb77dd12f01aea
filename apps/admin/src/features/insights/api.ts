import { type InsightPreset, type InsightTile, insightsContract } from '@adlib/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';

/** One query per tile (decision 030): each loads, fails and retries on its own. */
export const useInsight = (tile: InsightTile, range: InsightPreset) =>
  useQuery({
    queryKey: ['insights', tile, range],
    queryFn: ({ signal }) => call(insightsContract[tile], { query: { range }, signal }),
    // the rollups move with every write; a minute old is fresh enough for a glance
    staleTime: 60_000,
  });
