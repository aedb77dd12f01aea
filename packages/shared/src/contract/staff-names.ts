import { staffNames, staffNamesQuery } from '../schemas/staff-names.js';
import { endpoint } from './endpoint.js';

/**
 * GET /api/staff-names?ids=: staff members' names for an admin's chips (Added by: Dana Curator).
 * Staff only: a customer's name stays with the super-only customers area.
 */
export const staffNamesEndpoint = endpoint({
  method: 'GET',
  path: '/api/staff-names',
  summary: 'Staff members by id: the name, else the e-mail address (ids of no staff member left out)',
  query: staffNamesQuery,
  response: staffNames,
});
