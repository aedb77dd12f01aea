import { useSearchParams } from 'react-router';

/** The query parameter that carries where an edit screen returns to (the filtered list). */
const RETURN_TO = 'back';

/**
 * A link to `to` that brings the user back to `returnTo` (a list with its filters) after
 * saving. In the URL, not router state: it survives a reload and can be shared.
 */
export const withReturnTo = (to: string, returnTo: string) =>
  `${to}?${new URLSearchParams({ [RETURN_TO]: returnTo })}`;

/** Where to go after saving: the `back` of the URL when it is a path of this app, else `fallback`. */
export function useReturnTo(fallback: string) {
  const [params] = useSearchParams();
  const back = params.get(RETURN_TO);
  // only a path of this app: never another site ('//host' or 'https://…')
  return back?.startsWith('/') && !back.startsWith('//') ? back : fallback;
}
