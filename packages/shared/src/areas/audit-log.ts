import { endpoint } from '../contract/endpoint.js';
import { auditLogPage, auditLogQuery } from '../schemas/audit.js';

/** The audit log's read (super): a customer's activity is its entries for entity 'user'. */
export const auditLogContract = {
  page: endpoint({
    method: 'GET',
    path: '/api/audit-log',
    summary: 'Who changed what, newest first',
    query: auditLogQuery,
    response: auditLogPage,
  }),
};
