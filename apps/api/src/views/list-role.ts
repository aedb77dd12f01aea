import type { FastifyInstance } from 'fastify';
import { type AuthUser, roleAllows } from '../auth/roles.js';
import { badRequest, forbidden } from '../http/errors.js';

// A view's list key is its screen's path ('customers'), which is the area its list's palette
// results name (decision 016): the list's registration says the role that may open it, so a
// view is read and written with that role, never the views routes' own (both staff roles).
const roleOfList = (app: FastifyInstance, list: string) => app.finders.find((f) => f.area === list)?.role;

const NO_SUCH_LIST = 'No list has this name';
const NOT_YOUR_LIST = 'Your role may not open this list';

/** GET ?list= and POST: the list must exist and the user's role must open it (400 / 403). */
export function assertMayOpenList(app: FastifyInstance, user: AuthUser, list: string) {
  const role = roleOfList(app, list);
  if (!role) throw badRequest(NO_SUCH_LIST, { list: NO_SUCH_LIST });
  if (!roleAllows(role, user.role)) throw forbidden(NOT_YOUR_LIST);
}

/**
 * A stored view's list, on PUT and DELETE: 403 when the role may not open it. A view of a list
 * no longer registered (its path changed) is left to its owner's usual rules.
 */
export function assertMayOpenStoredList(app: FastifyInstance, user: AuthUser, list: string) {
  const role = roleOfList(app, list);
  if (role && !roleAllows(role, user.role)) throw forbidden(NOT_YOUR_LIST);
}
