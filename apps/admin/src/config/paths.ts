import { AREAS } from '../app/areas';
import { HOME_PATH, SIGN_IN_PATH } from './shell-paths';

// every area's paths object, as one object type (union → intersection)
type AllOf<U> = (U extends unknown ? (p: U) => void : never) extends (p: infer All) => void ? All : never;
type Merged = AllOf<(typeof AREAS)[number]['paths']>;

// Every client route in one place, so links and the router cannot drift apart: the shell's
// own, then each area's (from its manifest).
export const paths = {
  home: HOME_PATH,
  signIn: SIGN_IN_PATH,
  ...(Object.assign({}, ...AREAS.map((a) => a.paths)) as Merged),
};
