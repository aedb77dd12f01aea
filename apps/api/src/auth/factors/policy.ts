import type { RoleName } from '@adlib/shared';
import type { Config } from '../../config.js';

/** REQUIRE_SECOND_FACTOR: whether a user of this role must have a second factor to use the panel. */
export function factorRequired(config: Config, role: RoleName) {
  const { required } = config.secondFactor;
  if (required === 'staff') return role === 'admin' || role === 'super';
  if (required === 'super') return role === 'super';
  return false;
}
