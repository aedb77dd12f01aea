import { vi } from 'vitest';
import { PHONE_QUERY } from '../kit/list/use-phone-layout';

/** The screen is a phone's (or not): what Mantine's useMediaQuery reads. */
export function screenIsPhone(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone && query === PHONE_QUERY,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
