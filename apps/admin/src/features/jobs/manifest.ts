import { IconHourglass } from '@tabler/icons-react';
import { defineArea } from '../../kit/area/area-manifest';

/** The durable job queue's screen (issue 25 §1, decision 022): super only, last in the sidebar. */
export const jobsArea = defineArea({
  segment: 'jobs',
  role: 'super',
  paths: { jobs: '/jobs' },
  nav: { label: 'Background jobs', icon: IconHourglass, to: '/jobs' },
});
