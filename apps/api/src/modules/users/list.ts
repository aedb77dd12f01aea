import { CUSTOMER_EVENTS, type CustomerEvent, type UserListItem, userList } from '@adlib/shared';
import { SEARCH } from '../../db/search-fields.js';
import { compileList, defineListArea, isoTimeSql } from '../../lists/index.js';

interface PageRow extends UserListItem {
  sort_key: string | boolean | null;
}

/**
 * The users table with its role's name: PostgreSQL flattens this subquery into a join, so the
 * filters still reach the users indexes. The role filter compares role_id with the id of the
 * role named (one lookup in the five-row roles table, done once per statement): on the name
 * across the join the planner guessed a few dozen rows and sorted every user of a status
 * (0.6 s at a million users); on role_id it walks users_role_status_idx backwards (0.2 ms).
 */
const USERS_WITH_ROLE =
  '(select u.id, u.first_name, u.last_name, u.email, u.role_id, r.name as role, u.subscription_status, u.full_access, u.search_text, u.search_doc, u.created_at, u.last_signin_at, u.updated_at from users u join roles r on r.id = u.role_id) users';

/** Home's customer events (migration 0038): the kind filter and its days, and members' sign-ins. */
const EVENT_ROWS = {
  table: 'insights_user_events e',
  joins: 'e.user_id = users.id',
  kind: 'e.kind',
  day: 'e.day',
} as const;
const EVENTS = {
  ...EVENT_ROWS,
  kindFilter: 'subscription_event',
  daysFilter: 'event_days',
  kinds: CUSTOMER_EVENTS.map((e) => e.value) as [CustomerEvent, ...CustomerEvent[]],
} as const;
const SIGNED_IN = { ...EVENT_ROWS, daysFilter: 'signed_in', kinds: ['signed_in'] } as const;

/**
 * Active at the end of the day (migration 0041, decision 030): active now with no switch into
 * or out of 'active' logged after the day, or whose first switch after it left 'active'. The
 * first is, per active user, the last day in insights_status_days' key (one index descent: a
 * scalar `max`, because the planner turned a `not exists` into a hashed set of every switch
 * after D, 170-490 ms at a million users for a day two months back, against 13-31 ms); the
 * second a hashed set read once from its partial index (the days after D that left 'active',
 * prev <= D). `in`, not `= any(array(...))`: an array from a subquery is searched element by
 * element for each row (430 ms for a page, against 60 ms hashed).
 */
const ACTIVE_ON = [
  `(users.subscription_status = 'active' and coalesce((select max(s.day) from insights_status_days s where s.user_id = users.id), '-infinity') <= $day)`,
  `users.id in (select s.user_id from insights_status_days s where s.was_active and s.day > $day and s.prev <= $day)`,
].join(' or ');

/** The customers list (GET /api/users, totalCount, the CSV download) on the list engine. */
export const usersList = compileList(
  defineListArea({
    table: USERS_WITH_ROLE,
    list: userList,
    // search ranked over name and e-mail (decision 025); the others compare the column of
    // their name
    where: {
      search: { ranked: SEARCH.users },
      role: { equals: 'role_id', value: '(select id from roles where name = $value)' },
      subscription_event: { events: EVENTS },
      event_days: { events: EVENTS },
      signed_in: { events: SIGNED_IN },
      active_on: { condition: ACTIVE_ON },
    },
    // every filter is counted up to the cap (no exactTotalWith); the unfiltered list is one
    // cached index count
    orderBy: 'order_by',
    orders: { created_at: 'time', email: 'text' },
    pageColumns:
      'id, first_name, last_name, email, role, subscription_status, full_access, created_at, last_signin_at, updated_at',
    itemColumns: [
      'id, first_name, last_name, email, role, subscription_status, full_access',
      `${isoTimeSql('created_at')} as created_at, ${isoTimeSql('last_signin_at')} as last_signin_at`,
      `${isoTimeSql('updated_at')} as updated_at`,
    ].join(', '),
    // field by field, as an object literal (decision 006)
    item: (row: PageRow): UserListItem => ({
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      role: row.role,
      subscription_status: row.subscription_status,
      full_access: row.full_access,
      created_at: row.created_at,
      last_signin_at: row.last_signin_at,
      updated_at: row.updated_at,
    }),
    export: {
      name: 'users',
      fields: [
        'id',
        'first_name',
        'last_name',
        'email',
        'role',
        'subscription_status',
        'full_access',
        'created_at',
        'last_signin_at',
        'updated_at',
      ],
      times: ['created_at', 'last_signin_at', 'updated_at'],
    },
  }),
);
