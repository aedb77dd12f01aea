import { IconCurrencyDollar } from '@tabler/icons-react';
import { defineArea } from '../../kit/area/area-manifest';

export const pricingArea = defineArea({
  segment: 'pricing',
  role: 'super',
  paths: {
    pricing: '/pricing',
    pricingEdit: (id: number | string) => `/pricing/edit/${id}`,
  },
  nav: { label: 'Pricing', icon: IconCurrencyDollar, to: '/pricing' },
});

export const pricingPaths = pricingArea.paths;
