import type { FastifyInstance } from 'fastify';
import { endpoints, ExportTable } from '@cobro/contracts';
import { AppError } from '../../errors/app-error';
import { route } from '../../http/route';
import { pageLanguage } from '../../static/admin-page';
import { planState } from '../product-plans/index';
import { exportTable } from './export-queries';
import { EXPORT_WORDS } from './export-words';

const PLAN_EXCEEDED_MESSAGE = "Your sales exceed your plan's limit: choose a plan to export";

/**
 * POST /media/export/{table id}: the selected rows (`ids`), else every row matching the list filters sent in the
 * query string, else the whole table; `customer_id` scopes charges and purchases to one customer. An xlsx
 * workbook as base64 (decision 0903), its name, headers and cells in the language the dashboard sends as
 * Accept-Language (decision 1100). A merchant whose sales are over its plan's limit exports nothing: 403 API-003
 * (decision 0290, "Limits on the export and the tasks card").
 */
export function exportRoutes(app: FastifyInstance) {
  route(app, endpoints.exportTable, async ({ session, params, body, request }) => {
    const table = ExportTable.safeParse(params.table_id);
    if (!table.success) throw new AppError('API-004', { details: { table_id: params.table_id } });
    const { plan_exceeded } = await planState(app.database.db, session.organization.id, app.clock.now());
    if (plan_exceeded) throw new AppError('API-003', { message: PLAN_EXCEEDED_MESSAGE, details: { reason: 'plan_exceeded' } });
    const language = pageLanguage(request.headers['accept-language']);
    // One snapshot for every page the export reads: a payment made meanwhile neither shifts a row into two pages
    // nor out of both.
    const { file } = await app.database.db.transaction(
      (tx) =>
        exportTable(tx, table.data, { now: app.clock.now(), organizationId: session.organization.id, body, query: request.query, language }),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const day = app.clock.now().toISOString().slice(0, 10);
    return { file, file_name: `${EXPORT_WORDS[language].files[table.data]}-${day}.xlsx` };
  });
}
