import { INDUSTRIES } from '@adlib/shared';

// The demo library's vocabulary (split over words-*.ts). Every brand, line and paragraph is
// composed from invented fragments, so the demo carries no copied ad copy and no real brands.

/** Syllables combined into brand names such as "Velora" or "Brindwick". */
export const BRAND_HEADS = [
  'Vel',
  'Lum',
  'Kai',
  'Zen',
  'Bri',
  'Ola',
  'Tro',
  'Nim',
  'Sol',
  'Fen',
  'Ari',
  'Dax',
  'Pel',
  'Mora',
  'Quin',
  'Rue',
  'Sava',
  'Tam',
  'Ulo',
  'Wren',
  'Yara',
  'Cori',
  'Elo',
  'Havi',
  'Isa',
  'Jun',
  'Koa',
  'Lio',
  'Mav',
  'Nox',
  'Orr',
  'Pax',
  'Rho',
  'Sila',
  'Tova',
  'Vida',
  'Zuri',
  'Bex',
  'Cal',
  'Dru',
] as const;
export const BRAND_TAILS = [
  'ora',
  'ly',
  'vo',
  'ix',
  'enna',
  'aro',
  'ique',
  'lum',
  'wick',
  'ster',
  'ando',
  'elle',
  'mint',
  'nest',
  'oak',
  'bloom',
  'ford',
  'haus',
  'io',
  'ana',
  'eo',
  'ful',
  'kin',
  'loop',
] as const;

/** The niche an ad belongs to: what it sells and the words its copy leans on. */
export interface Niche {
  industry: string;
  subindustry: string | null;
  /** an optional second word for brand names ("Velora Kitchen") */
  brandWords: readonly string[];
  products: readonly string[];
  benefits: readonly string[];
  pains: readonly string[];
  audience: readonly string[];
}

type NicheWords = Omit<Niche, 'industry' | 'subindustry'>;

const INDUSTRY_WORDS: Record<string, Omit<NicheWords, 'products'>> = {
  'Food/Drink': {
    brandWords: ['Kitchen', 'Pantry', 'Brew Co', 'Foods', 'Harvest', 'Table'],
    benefits: [
      'real flavour in minutes',
      'no added sugar',
      'clean ingredients you can read',
      'a fridge that finally feels grown-up',
      'dinner sorted before 7pm',
    ],
    pains: ['sad desk lunches', 'the 3pm crash', 'another takeaway bill', 'bland weeknight meals'],
    audience: ['busy parents', 'home cooks', 'coffee people', 'people who skip breakfast'],
  },
  Fashion: {
    brandWords: ['Studio', 'Threads', 'Atelier', 'Supply', 'Label'],
    benefits: [
      'a fit that forgives long days',
      'pieces that outlast the trend',
      'made in small batches',
      'soft from the first wear',
    ],
    pains: ['a closet full of nothing to wear', 'seams that give up after a month', 'sizing guesswork'],
    audience: ['weekend minimalists', 'commuters', 'people who hate shopping', 'gift hunters'],
  },
  'Health/Wellness': {
    brandWords: ['Labs', 'Daily', 'Wellness', 'Botanics', 'Rituals'],
    benefits: [
      'steady energy all day',
      'better sleep in two weeks',
      'a routine that takes 30 seconds',
      'third-party tested doses',
    ],
    pains: [
      'restless nights',
      'ten pills a morning',
      'afternoon brain fog',
      'supplements that taste like chalk',
    ],
    audience: ['night owls', 'new runners', 'people over 40', 'shift workers'],
  },
  'Beauty/Cosmetics': {
    brandWords: ['Skin', 'Beauty', 'Glow', 'Cosmetics', 'Botanics'],
    benefits: [
      'skin that looks rested',
      'a five-minute face',
      'colour that lasts through lunch',
      'fragrance-free formulas',
    ],
    pains: ['a 12-step routine', 'dry patches by noon', 'foundation that cakes', 'products that sting'],
    audience: ['people with sensitive skin', 'beginners', 'makeup minimalists', 'people with no time'],
  },
  Home: {
    brandWords: ['Home', 'Living', 'Nest', 'Yard', 'House'],
    benefits: [
      'a calmer living room',
      'assembly in ten minutes',
      'a garden that looks after itself',
      'materials that age well',
    ],
    pains: ['flat-pack headaches', 'a blank wall', 'clutter on every surface', 'weekends lost to weeding'],
    audience: ['renters', 'first-time buyers', 'small-space dwellers', 'weekend gardeners'],
  },
  'Kids/Baby': {
    brandWords: ['Kids', 'Little', 'Sprout', 'Tots', 'Nursery'],
    benefits: [
      'clothes that survive the playground',
      'snacks parents approve of',
      'bedtime without the battle',
      'gentle on tiny skin',
    ],
    pains: ['outgrown in a month', 'sugar-loaded snacks', 'nappy-bag chaos', 'toys that break on day one'],
    audience: ['new parents', 'grandparents', 'toddler wranglers', 'daycare families'],
  },
  Pets: {
    brandWords: ['Paws', 'Pet Co', 'Tails', 'Whiskers', 'Pack'],
    benefits: [
      'a shinier coat in a month',
      'walks without the pulling',
      'food your vet would nod at',
      'toys that last more than a day',
    ],
    pains: ['picky eaters', 'chewed-up leads', 'itchy skin', 'a bored dog at home'],
    audience: ['dog people', 'cat parents', 'first-time owners', 'senior pets'],
  },
  Tech: {
    brandWords: ['Labs', 'Tech', 'Audio', 'Devices', 'Works'],
    benefits: [
      'a battery that lasts the week',
      'setup in under a minute',
      'sound that fills the room',
      'one cable for everything',
    ],
    pains: ['tangled chargers', 'dead batteries at 4pm', 'apps that need an account', 'laggy calls'],
    audience: ['remote workers', 'students', 'gamers', 'travellers'],
  },
  'Sports/Outdoors': {
    brandWords: ['Outdoors', 'Athletics', 'Trail', 'Gym', 'Active'],
    benefits: [
      'grip on any surface',
      'workouts that fit a lunch break',
      'gear that packs small',
      'fabric that dries in minutes',
    ],
    pains: ['blisters on mile two', 'a gym membership you never use', 'soggy campsites', 'sore knees'],
    audience: ['weekend hikers', 'home-gym builders', 'new runners', 'climbers'],
  },
  Other: {
    brandWords: ['Co', 'Club', 'Works', 'Studio', 'Hub'],
    benefits: ['an answer in one click', 'everything in one place', 'no contracts', 'real people on support'],
    pains: ['hold music', 'hidden fees', 'spreadsheets that never add up', 'forms nobody reads'],
    audience: ['freelancers', 'small shops', 'students', 'side-hustlers'],
  },
  Null: {
    brandWords: ['Co', 'Goods', 'Market', 'Shop'],
    benefits: ['a better everyday', 'small upgrades that add up', 'prices that make sense'],
    pains: ['overpriced basics', 'too much choice'],
    audience: ['everyday shoppers', 'curious shoppers'],
  },
};

const PRODUCTS: Record<string, readonly string[]> = {
  'Food/Drink|Drinks': [
    'sparkling tea',
    'cold brew concentrate',
    'electrolyte mix',
    'oat latte cans',
    'ginger shot',
  ],
  'Food/Drink|Food': [
    'protein granola',
    'slow-cooked pasta sauce',
    'chili crisp',
    'meal kit',
    'sourdough crackers',
  ],
  'Food/Drink|Other': ['spice subscription', 'reusable lunch box', 'coffee grinder', 'tasting box'],
  'Fashion|Accesories/jewelry': ['gold hoops', 'leather belt', 'stacking rings', 'canvas tote', 'sunglasses'],
  'Fashion|Clothing': ['linen shirt', 'everyday hoodie', 'wide-leg trousers', 'merino tee', 'rain jacket'],
  'Fashion|Footwear': ['white sneakers', 'chelsea boots', 'recycled slides', 'walking loafers'],
  'Fashion|Other': ['garment steamer', 'wardrobe organiser', 'fabric shaver'],
  'Health/Wellness|Suplements': [
    'magnesium gummies',
    'greens powder',
    'sleep capsules',
    'collagen sticks',
    'vitamin D spray',
  ],
  'Health/Wellness|Other': ['posture corrector', 'massage gun', 'meditation app', 'weighted blanket'],
  'Beauty/Cosmetics|': [
    'vitamin C serum',
    'tinted SPF',
    'lip oil',
    'cleansing balm',
    'brow gel',
    'overnight mask',
  ],
  'Home|Furniture': ['modular sofa', 'standing desk', 'oak side table', 'storage bed'],
  'Home|Decoration': ['linen cushions', 'ceramic vase', 'framed prints', 'scented candle', 'wool rug'],
  'Home|Landscaping': ['raised garden bed', 'drip irrigation kit', 'solar path lights', 'herb planter'],
  'Home|Other': ['robot vacuum', 'bamboo towels', 'refillable cleaner', 'laundry sheets'],
  'Kids/Baby|Fashion': ['organic onesies', 'rain boots', 'grow-with-me dungarees', 'knit cardigan'],
  'Kids/Baby|food and drinks': ['veggie pouches', 'toddler snack bars', 'formula dispenser', 'fruit puffs'],
  'Kids/Baby|Other': ['sleep sack', 'wooden stacking toy', 'night light', 'play mat', 'baby carrier'],
  'Pets|Food': ['fresh dog food', 'freeze-dried treats', 'grain-free kibble', 'salmon bites'],
  'Pets|Accesories': ['no-pull harness', 'orthopedic dog bed', 'self-cleaning litter box', 'GPS collar'],
  'Pets|Other': ['calming spray', 'pet insurance', 'dental chews', 'grooming glove'],
  'Tech|Electronics': [
    'wireless earbuds',
    'power bank',
    'smart plug',
    'webcam light',
    'mechanical keyboard',
    'e-reader',
  ],
  'Sports/Outdoors|Indoor sports': ['climbing shoes', 'table tennis set', 'yoga wheel', 'pickleball paddle'],
  'Sports/Outdoors|Outdoor sports': ['trail runners', 'ultralight tent', 'packable daypack', 'paddle board'],
  'Sports/Outdoors|Fitness': ['adjustable dumbbells', 'resistance bands', 'smart jump rope', 'foam roller'],
  "Sports/Outdoors|Sport's clothing": [
    'running shorts',
    'seamless leggings',
    'sweat-wicking tee',
    'thermal base layer',
  ],
  'Sports/Outdoors|Other': ['sports bottle', 'recovery slides', 'fitness tracker strap'],
  'Other|': ['budgeting app', 'language course', 'photo printing', 'online notary', 'co-working pass'],
  'Null|': ['mystery box', 'gift card', 'starter bundle'],
};

/** Every industry/subindustry pair of the fixed list, with its words. */
export const NICHES: readonly Niche[] = INDUSTRIES.flatMap((ind) => {
  const subs: readonly (string | null)[] = 'values' in ind ? ind.values : [null];
  const words = INDUSTRY_WORDS[ind.value];
  if (!words) throw new Error(`no demo words for industry ${ind.value}`);
  return subs.map((sub) => {
    const products = PRODUCTS[`${ind.value}|${sub ?? ''}`];
    if (!products) throw new Error(`no demo products for ${ind.value} / ${sub}`);
    return { industry: ind.value, subindustry: sub, ...words, products };
  });
});

/** Rough share of a real library per industry: some verticals advertise far more. */
export const INDUSTRY_WEIGHT: Record<string, number> = {
  'Food/Drink': 5,
  Fashion: 6,
  'Health/Wellness': 4,
  'Beauty/Cosmetics': 5,
  Home: 4,
  'Kids/Baby': 3,
  Pets: 3,
  Tech: 3,
  'Sports/Outdoors': 4,
  Other: 2,
  Null: 1,
};
