// The fixed lists of SPEC section 3. They are the single source for the database
// checks, the API validation and the form options; spelling is kept as SPEC gives it
// (including "Ilustration", "Accesories", "Irland") because stored data uses it.

export const ROLE_NAMES = ['free', 'monthly', 'annual', 'admin', 'super'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];
export const STAFF_ROLES = ['admin', 'super'] as const satisfies readonly RoleName[];

export const CREATOR_GENDERS = ['Woman', 'Man'] as const;
export const AD_GENDERS = ['Female', 'Male'] as const;
export const OBJECTIVES = ['prospecting', 'retargeting'] as const;

export const AD_TYPES = [
  'Unboxing',
  'Lifestyle',
  'Social Proof',
  'Discount',
  'Humor',
  'Ilustration',
  'How-to/Features',
  'UGC',
  'Seasonal',
] as const;

export const SEASONALS = [
  'Black Friday',
  'Christmas',
  'Halloween',
  'Thanksgiving',
  'New Year',
  'Summer',
  'Winter',
  'Spring',
  'Fall',
] as const;

export const CALLS_TO_ACTION = [
  'Learn More',
  'Apply Now',
  'Book Now',
  'Buy Tickets',
  'Call Now',
  'Contact Us',
  'Donate Us',
  'Download',
  'Get Directions',
  'Get Offer',
  'Get Quote',
  'Get Showtimes',
  'Install Now',
  'Like Page',
  'Listen Now',
  'Open Link',
  'Order Now',
  'Play Game',
  'Request Time',
  'Save',
  'See Menu',
  'Send Message',
  'Send WhatsApp Message',
  'Shop Now',
  'Sign Up',
  'Subscribe',
  'Use App',
  'View Event',
  'Watch More',
] as const;

export const AD_FORMATS = ['Video', 'Static Image'] as const;
export const VIDEO_TYPES = ['Post-Production only', 'Filmed Video needed'] as const;
export const VIDEO_LENGTHS = ['More than 20 sec', 'Less than 20 sec'] as const;

export interface IndustryOption {
  value: string;
  label: string;
  values?: readonly string[];
}

export const INDUSTRIES = [
  { value: 'Food/Drink', label: 'Food/Drink', values: ['Drinks', 'Food', 'Other'] },
  {
    value: 'Fashion',
    label: 'Fashion',
    values: ['Accesories/jewelry', 'Clothing', 'Footwear', 'Other'],
  },
  { value: 'Health/Wellness', label: 'Health/Wellness', values: ['Suplements', 'Other'] },
  { value: 'Beauty/Cosmetics', label: 'Beauty/Cosmetics' },
  { value: 'Home', label: 'Home', values: ['Furniture', 'Decoration', 'Landscaping', 'Other'] },
  { value: 'Kids/Baby', label: 'Kids/Baby', values: ['Fashion', 'food and drinks', 'Other'] },
  { value: 'Pets', label: 'Pets', values: ['Food', 'Accesories', 'Other'] },
  { value: 'Tech', label: 'Tech', values: ['Electronics'] },
  {
    value: 'Sports/Outdoors',
    label: 'Sports/Outdoors',
    values: ['Indoor sports', 'Outdoor sports', 'Fitness', "Sport's clothing", 'Other'],
  },
  { value: 'Other', label: 'Other' },
  { value: 'Null', label: 'Null' },
] as const satisfies readonly IndustryOption[];

export const INDUSTRY_VALUES = INDUSTRIES.map((i) => i.value) as [string, ...string[]];

/** Every subindustry named under any industry (the database check allows these). */
export const ALL_SUBINDUSTRIES = [
  ...new Set(INDUSTRIES.flatMap((i) => ('values' in i ? [...i.values] : []))),
] as [string, ...string[]];

export function subindustriesOf(industry: string | null | undefined): readonly string[] {
  const found = INDUSTRIES.find((i) => i.value === industry);
  return found && 'values' in found ? found.values : [];
}

export const UGC_COUNTRIES = [
  'Australia',
  'Canada',
  'Dominican Republic',
  'Finland',
  'France',
  'Germany',
  'Great Britain',
  'Greece',
  'Irland',
  'Italy',
  'Korea',
  'Mexico',
  'Netherlands',
  'Nigeria',
  'Norway',
  'Romania',
  'South Africa',
  'Spain',
  'United States',
] as const;

export const MEDIA_TYPES = ['drive', 'file', 'link'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const AD_ORDER_BY = [
  { value: 'new', label: 'New' },
  { value: 'name', label: 'Brand' },
  { value: 'created_at', label: 'Created at' },
] as const;

export const PAYMENT_VENDOR_ID = 26610;
export const PAGE_SIZE = 50;
/** @public the largest page a list answers (its users come with the page-size work of issue #24) */
export const MAX_PAGE_SIZE = 200;
export const SEARCH_DEBOUNCE_MS = 1500;
export const CHUNK_TIMEOUT_MS = 120_000;
export const CREATOR_VIDEO_SLOTS = 6;
