import { demoMediaUrl } from './pictures.js';
import type { Rng } from './random.js';
import { BRAND_HEADS, BRAND_TAILS, INDUSTRY_WEIGHT, NICHES, type Niche } from './words-niches.js';

export interface Brand {
  name: string;
  /** lower-case letters only, for invented domains and file names */
  slug: string;
  niche: Niche;
  logo: string;
}

function pickNiche(rng: Rng): Niche {
  // weighted by industry first, so an industry with many subindustries is not over-represented
  const industries = Object.entries(INDUSTRY_WEIGHT);
  let roll = rng.next() * industries.reduce((sum, [, w]) => sum + w, 0);
  let industry = industries[0]?.[0];
  for (const [name, weight] of industries) {
    roll -= weight;
    if (roll < 0) {
      industry = name;
      break;
    }
  }
  return rng.pick(NICHES.filter((n) => n.industry === industry));
}

/**
 * `count` distinct invented brands. The first ones walk every industry/subindustry pair
 * so each filter value has ads; the rest follow a realistic industry mix.
 */
export function makeBrands(rng: Rng, count: number, mediaBase: string): Brand[] {
  const used = new Set<string>();
  const brands: Brand[] = [];
  while (brands.length < count) {
    const niche = brands.length < NICHES.length ? (NICHES[brands.length] as Niche) : pickNiche(rng);
    const core = rng.pick(BRAND_HEADS) + rng.pick(BRAND_TAILS);
    const name = rng.chance(0.45) ? `${core} ${rng.pick(niche.brandWords)}` : core;
    if (used.has(name.toLowerCase()) || used.has(core.toLowerCase())) continue;
    used.add(name.toLowerCase());
    used.add(core.toLowerCase());
    const slug = core.toLowerCase();
    const logo = demoMediaUrl(mediaBase, 'logos', slug);
    brands.push({ name, slug, niche, logo });
  }
  return brands;
}
