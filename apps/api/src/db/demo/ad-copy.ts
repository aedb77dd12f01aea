import type { Brand } from './brands.js';
import type { Rng } from './random.js';
import {
  DESCRIPTIONS,
  FORMAT_INSIGHTS,
  GENERIC_TAGS,
  OBJECTIVE_INSIGHTS,
  OFFERS,
  PROOF,
  SEASON_HOOKS,
  TYPE_INSIGHTS,
  TYPE_TAGS,
} from './words-copy.js';

/** What an ad's copy is written from; the copy follows the ad's main type and season. */
export interface CopyInput {
  brand: Brand;
  product: string;
  types: readonly string[];
  seasonal: string | null;
  format: string;
  objective: readonly string[];
  callToAction: string;
}

export interface AdCopy {
  headline: string;
  primary_text: string;
  description: string;
  display_link: string;
  analysis: string;
  tags: string[];
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Fill {product}, {benefit}, … from the ad's niche with fresh picks each time. */
function fill(rng: Rng, template: string, c: CopyInput): string {
  const n = c.brand.niche;
  return template
    .replaceAll('{product}', c.product)
    .replaceAll('{benefit}', rng.pick(n.benefits))
    .replaceAll('{pain}', rng.pick(n.pains))
    .replaceAll('{audience}', rng.pick(n.audience))
    .replaceAll('{offer}', rng.pick(OFFERS))
    .replaceAll('{proof}', rng.pick(PROOF))
    .replaceAll('{brand}', c.brand.name);
}

const HEADLINES: Record<string, readonly string[]> = {
  Unboxing: ["What's inside the {product} box", 'Unbox {benefit}'],
  Lifestyle: ['{benefit}, every single day', 'Your new favourite {product}'],
  'Social Proof': ['{proof}', 'Why {audience} love the {product}'],
  Discount: ['{offer} today only', 'Get {offer} on the {product}'],
  Humor: ["Your {pain} called. It's over.", 'We fixed {pain}. You are welcome.'],
  Ilustration: ['{benefit}, explained in 10 seconds', 'How the {product} works'],
  'How-to/Features': ['3 ways to use your {product}', 'Set up your {product} in a minute'],
  UGC: ["I didn't expect this {product} to work", 'Honest thoughts on the {product}'],
};

const HOOKS: Record<string, readonly string[]> = {
  Unboxing: [
    'It arrived this morning and we could not wait.',
    'Everything you get, straight out of the box.',
  ],
  Lifestyle: [
    'Slow mornings, good light, better habits.',
    'Picture your week with one thing less to worry about.',
  ],
  'Social Proof': [
    'Do not take our word for it: {proof}.',
    '"I have re-ordered four times," says one of {proof}.',
  ],
  Discount: ['{offer} for the next 48 hours.', 'Prices are down: {offer} while stock lasts.'],
  Humor: ['Nobody: … Me, finally fixing {pain}:', 'Breaking news: {pain} has been cancelled.'],
  Ilustration: ['One picture, the whole idea.', 'Drawn simple, because it is simple.'],
  'How-to/Features': ['Here is how it works in three steps.', 'Watch how fast this goes.'],
  UGC: ['Okay, I need to talk about this.', 'I was sceptical, so I tried it for a month.'],
};

const CLOSERS = [
  'Tap below to see why.',
  'Stock is limited, so do not wait.',
  'Try it for 30 days; love it or send it back.',
  'Join thousands who already switched.',
  'Your future self will thank you.',
  'Free returns, no questions asked.',
] as const;

function headline(rng: Rng, c: CopyInput, main: string): string {
  if (c.seasonal) return `${SEASON_HOOKS[c.seasonal] ?? c.seasonal}: the ${c.product} for less`;
  return cap(fill(rng, rng.pick(HEADLINES[main] ?? HEADLINES.Lifestyle ?? []), c));
}

function primaryText(rng: Rng, c: CopyInput, main: string): string {
  const hook = c.seasonal
    ? `${SEASON_HOOKS[c.seasonal] ?? c.seasonal}, and the ${c.product} is part of it.`
    : fill(rng, rng.pick(HOOKS[main] ?? HOOKS.Lifestyle ?? []), c);
  const body = fill(rng, 'With the {brand} {product}, {audience} get {benefit}, without {pain}.', c);
  return `${cap(hook)} ${body} ${rng.pick(CLOSERS)}`;
}

function analysis(rng: Rng, c: CopyInput): string {
  const parts = c.types.slice(0, 2).map((t) => rng.pick(TYPE_INSIGHTS[t] ?? []));
  parts.push(rng.pick(FORMAT_INSIGHTS[c.format] ?? []));
  const objective = c.objective.length === 1 ? c.objective[0] : undefined;
  if (objective) parts.push(OBJECTIVE_INSIGHTS[objective] ?? '');
  parts.push(`The "${c.callToAction}" button matches what the copy promises, so the next step is obvious.`);
  return parts.filter(Boolean).join(' ');
}

function tags(rng: Rng, c: CopyInput): string[] {
  const out = new Set<string>();
  for (const t of c.types) out.add(rng.pick(TYPE_TAGS[t] ?? []));
  for (const g of rng.sample(GENERIC_TAGS, rng.int(1, 2))) out.add(g);
  out.add(c.product);
  if (c.seasonal) out.add(c.seasonal.toLowerCase());
  return [...out].filter(Boolean).slice(0, 6);
}

export function writeCopy(rng: Rng, c: CopyInput): AdCopy {
  const main = c.types[0] ?? 'Lifestyle';
  return {
    headline: headline(rng, c, main),
    primary_text: primaryText(rng, c, main),
    description: rng.pick(DESCRIPTIONS),
    display_link: `${c.brand.slug}.example.com`,
    analysis: analysis(rng, c),
    tags: tags(rng, c),
  };
}
