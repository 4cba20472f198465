import type { FastifyInstance } from 'fastify';
import { endpoints, ExportTable } from '@cobro/contracts';
import { AppError } from '../../errors/app-error';
import { route } from '../../http/route';
import { exportTable } from './export-queries';

const NAMES: Record<ExportTable, string> = {
  customers: 'clientes',
  charges: 'cobros',
  purchases: 'ventas',
  services: 'servicios',
  plans: 'planes',
};

/**
 * POST /media/export/{table id}: the selected rows (`ids`), else every row matching the list filters sent in the
 * query string, else the whole table; `customer_id` scopes charges and purchases to one customer. An xlsx
 * workbook as base64 (decision 0903).
 */
export function exportRoutes(app: FastifyInstance) {
  route(app, endpoints.exportTable, async ({ session, params, body, request }) => {
    const table = ExportTable.safeParse(params.table_id);
    if (!table.success) throw new AppError('API-004', { details: { table_id: params.table_id } });
    const { file } = await exportTable(app.database.db, table.data, {
      now: app.clock.now(),
      organizationId: session.organization.id,
      body,
      query: request.query,
    });
    const day = app.clock.now().toISOString().slice(0, 10);
    return { file, file_name: `${NAMES[table.data]}-${day}.xlsx` };
  });
}
