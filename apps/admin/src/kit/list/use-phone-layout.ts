import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint a list is one card per record (the app's phone layout starts there too). */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** Whether lists show cards instead of tables: read before the first paint, so a phone never draws the table first. */
export const usePhoneLayout = () => useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
