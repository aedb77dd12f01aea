// Fragments of ad copy and of the "why it works" analysis; all written for this demo.

export const OFFERS = [
  '20% off',
  '30% off',
  'buy one, get one',
  'free shipping',
  'a free gift',
  '15% off your first order',
  '40% off bundles',
] as const;
export const PROOF = [
  '4.8 stars from 12,000 reviews',
  'over 50,000 happy customers',
  'sold out three times this year',
  'rated best in class by our community',
  '9 out of 10 would buy again',
] as const;
export const DESCRIPTIONS = [
  'Free shipping over $40',
  'Free returns for 60 days',
  'Ships in 24 hours',
  'Limited stock',
  'Made to last',
  'Cancel anytime',
  'Try it risk-free',
  'New colours just dropped',
  'Bundle and save',
] as const;

export const SEASON_HOOKS: Record<string, string> = {
  'Black Friday': 'Our biggest sale of the year',
  Christmas: 'The gift they will actually use',
  Halloween: 'Treats, not tricks',
  Thanksgiving: 'Grateful for you: a little something back',
  'New Year': 'New year, better routine',
  Summer: 'Made for long summer days',
  Winter: 'Built for the cold months',
  Spring: 'Fresh start, fresh pick',
  Fall: 'Cosy season is here',
};

/** Why-it-works sentences, per ad type; the analysis paragraph draws one or two. */
export const TYPE_INSIGHTS: Record<string, readonly string[]> = {
  Unboxing: [
    'The unboxing opens on the package, which borrows the anticipation of a delivery day and keeps viewers watching to see what is inside.',
    'Showing every item leave the box answers the "what do I actually get" question before it is asked.',
  ],
  Lifestyle: [
    'The product sits inside an everyday scene, so the viewer pictures it in their own routine instead of judging it on a shelf.',
    'It sells the feeling first and the product second, which works for a crowd that has not been shopping for it yet.',
  ],
  'Social Proof': [
    'Leading with the review count removes risk for a first-time buyer in one glance.',
    'Real customer quotes carry the claims, so the brand never has to praise itself.',
  ],
  Discount: [
    'The offer is in the first line and on the image, so even a skimming thumb sees the price drop.',
    'A crossed-out price anchors the value before the discount lands.',
  ],
  Humor: [
    'The joke earns the first three seconds; the product arrives as the punchline, so it is remembered with the laugh.',
    'Self-aware humour makes a plain product feel like a brand with a personality.',
  ],
  Ilustration: [
    'The illustrated style stands out in a feed full of photos and makes an abstract benefit easy to see.',
    'Simple drawn steps explain in one frame what would take a paragraph of copy.',
  ],
  'How-to/Features': [
    'It demonstrates the product in use, so each feature is proven rather than claimed.',
    'Numbered steps give the viewer a reason to watch to the end.',
  ],
  UGC: [
    'Filmed on a phone by a real-looking customer, it blends into the feed and reads as a recommendation, not an ad.',
    'The creator talks to camera about a problem first, which builds trust before the product appears.',
  ],
  Seasonal: [
    'Tying the offer to the season gives a natural deadline, so the urgency does not feel forced.',
    'The seasonal visuals make the ad feel current, which lifts clicks from people already in a buying mood.',
  ],
};

export const FORMAT_INSIGHTS: Record<string, readonly string[]> = {
  Video: [
    'The hook lands in the first two seconds, before the skip reflex kicks in.',
    'Captions carry the story for the many viewers who watch with the sound off.',
    'Quick cuts every second or two keep attention through to the call to action.',
  ],
  'Static Image': [
    'One bold image and a short line make the message readable at scrolling speed.',
    'High contrast between product and background lets the item pop on small screens.',
    'The layout leaves the headline room to breathe, so the eye goes straight to the offer.',
  ],
};

export const OBJECTIVE_INSIGHTS: Record<string, string> = {
  prospecting:
    'For cold audiences it explains the problem before the product, which suits people who have never heard of the brand.',
  retargeting:
    'For people who already visited, it skips the introduction and goes straight to the reason to come back and buy.',
};

export const TYPE_TAGS: Record<string, readonly string[]> = {
  Unboxing: ['unboxing', 'packaging', 'first impressions'],
  Lifestyle: ['lifestyle', 'aspirational', 'daily routine'],
  'Social Proof': ['reviews', 'testimonial', 'star rating'],
  Discount: ['offer', 'price anchor', 'limited time'],
  Humor: ['funny', 'skit', 'relatable'],
  Ilustration: ['illustration', 'animation', 'explainer'],
  'How-to/Features': ['tutorial', 'demo', 'features'],
  UGC: ['ugc', 'creator', 'talking head'],
  Seasonal: ['seasonal', 'holiday', 'gift guide'],
};
export const GENERIC_TAGS = [
  'hook',
  'before and after',
  'problem solution',
  'bundle',
  'founder story',
  'comparison',
  'green screen',
  'text overlay',
  'voiceover',
  'split screen',
] as const;
