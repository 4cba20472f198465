import { z } from 'zod';

/**
 * Status filter of the customers list: the status of their charges (dashboard-core 2). Apart from customer.ts, whose
 * phone rules bring libphonenumber's metadata (29 KB gzip): the payments list offers these values too (decision 1171).
 */
export const CustomerStatusFilter = z.enum(['succeeded', 'pending', 'failed', 'processing']);
