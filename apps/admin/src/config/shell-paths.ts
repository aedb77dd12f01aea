// The shell's own screens. Apart from the area paths (config/paths.ts, built from the area
// manifests) so that the transport's sign-in redirect does not depend on every area.
export const HOME_PATH = '/';
export const SIGN_IN_PATH = '/signin';
