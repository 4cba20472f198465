import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  ChargesQuery,
  CustomersQuery,
  PlansQuery,
  PurchasesQuery,
  ServicesQuery,
  type ExportBody,
  type ExportTable,
} from '@cobro/contracts';
import type { z } from 'zod';
import type { Queryable } from '../../db/database';
import { anyId } from '../../db/id-list';
import { qualified } from '../../db/qualified';
import { charges, customers, plans, purchases, services } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { parseInput } from '../../http/route';
import { chargeConditions, chargeRows, chargeViews } from '../charges/index';
import { customerConditions, customerRows, customerViews } from '../customers/index';
import { purchaseConditions, purchaseRows, purchaseViews } from '../purchases/index';
import { catalogConditions, purchaseCountOf } from '../services/index';
import { offsetOf } from '../../db/list-order';
import { isUuid } from '../../ids';
import {
  chargeColumns,
  customerColumns,
  planColumns,
  purchaseColumns,
  serviceColumns,
  type PlanExportRow,
  type ServiceExportRow,
} from './export-column-view';
import { EXPORT_WORDS, type ExportLanguage, type ExportWords } from './export-words';
import { createSheet, type Column } from './workbook-view';

/**
 * Rows are read this many at a time, in list order, and written before the next are read, so an export of 100,000
 * rows never holds them all; views are built per CHUNK, within query parameter limits.
 */
const READ_ROWS = 10_000;
const CHUNK = 2000;

type RowsPage = { page: number; page_size: number };

export interface ExportRequest {
  organizationId: string;
  body: ExportBody;
  /** The list's query string: the filters shown, used when no row is selected. */
  query: unknown;
  /** The moment of the export: attempts abandoned by then are in no export (contracts attempt-rules.ts). */
  now: Date;
  /** The language of the headers and cells: the dashboard's (decision 1100). */
  language: ExportLanguage;
  /** Rows read at a time (READ_ROWS; the tests page through a few rows with a small one). */
  readRows?: number;
}

/** Selected rows (ids that are not ours simply match nothing), else every row the list's filters match. */
function selection(id: PgColumn, ids: string[], filtered: SQL | undefined): SQL | undefined {
  if (!ids.length) return filtered;
  return and(filtered, anyId(id, ids.filter(isUuid)));
}

const filtersOf = <S extends z.ZodType>(schema: S, request: ExportRequest): z.output<S> =>
  // With ids the filters do not apply, but the organization and customer scope still do.
  parseInput(schema, request.body.ids.length ? {} : request.query, 'query') as z.output<S>;

/** The sheet of every row `rowsOf` pages through; the caller's transaction keeps the pages one snapshot. */
async function sheetOf<Row, View>(
  request: ExportRequest,
  table: ExportTable,
  columns: (words: ExportWords) => Column<View>[],
  rowsOf: (page: RowsPage) => Promise<Row[]>,
  views: (chunk: Row[]) => Promise<View[]>,
) {
  const words = EXPORT_WORDS[request.language];
  const sheet = await createSheet(words.sheets[table], columns(words));
  // Selected rows are at most the ids the request holds: one read, one row longer than them so it is the last.
  const pageSize = request.readRows ?? (request.body.ids.length ? request.body.ids.length + 1 : READ_ROWS);
  let count = 0;
  for (let page = 1; ; page++) {
    const rows = await rowsOf({ page, page_size: pageSize });
    for (let i = 0; i < rows.length; i += CHUNK) sheet.add(await views(rows.slice(i, i + CHUNK)));
    count += rows.length;
    if (rows.length < pageSize) break;
  }
  return { file: await sheet.toBase64(), rows: count };
}

async function servicesSheet(db: Queryable, request: ExportRequest) {
  const query = filtersOf(ServicesQuery, request);
  const where = selection(services.id, request.body.ids, catalogConditions(services, request.organizationId, query));
  const rowsOf = (page: RowsPage): Promise<ServiceExportRow[]> =>
    db
      .select({
        name: services.name,
        status: services.status,
        published: services.published,
        plans: sql<number>`(select count(*)::int from ${plans} where ${qualified(plans.serviceId)} = ${qualified(services.id)} and ${qualified(plans.deletedAt)} is null)`,
        purchases: purchaseCountOf('serviceId', services.id),
        createdAt: services.createdAt,
      })
      .from(services)
      .where(where)
      .orderBy(sql`${services.createdAt} desc`, services.id)
      .limit(page.page_size)
      .offset(offsetOf(page));
  return sheetOf(request, 'services', serviceColumns, rowsOf, async (chunk) => chunk);
}

async function plansSheet(db: Queryable, request: ExportRequest) {
  const query = filtersOf(PlansQuery, request);
  const where = selection(plans.id, request.body.ids, catalogConditions(plans, request.organizationId, query));
  const rowsOf = (page: RowsPage): Promise<PlanExportRow[]> =>
    db
      .select({
        name: plans.name,
        service: services.name,
        unitAmount: plans.unitAmount,
        type: plans.type,
        recurring: plans.recurring,
        frequency: plans.frequency,
        status: plans.status,
        purchases: purchaseCountOf('planId', plans.id),
        createdAt: plans.createdAt,
      })
      .from(plans)
      .innerJoin(services, eq(services.id, plans.serviceId))
      .where(where)
      .orderBy(sql`${plans.createdAt} desc`, plans.id)
      .limit(page.page_size)
      .offset(offsetOf(page));
  return sheetOf(request, 'plans', planColumns, rowsOf, async (chunk) => chunk);
}

/** Builds the spreadsheet of one table as base64, with how many rows it holds. */
export async function exportTable(db: Queryable, table: ExportTable, request: ExportRequest): Promise<{ file: string; rows: number }> {
  const { organizationId, body, now } = request;
  if (body.customer_id !== undefined && !isUuid(body.customer_id)) throw new AppError('CUS-003');
  switch (table) {
    case 'customers': {
      const query = filtersOf(CustomersQuery, request);
      const where = selection(customers.id, body.ids, customerConditions(organizationId, now, query));
      return sheetOf(request, 'customers', customerColumns, (page) => customerRows(db, where, query, page), (chunk) => customerViews(db, chunk));
    }
    case 'charges': {
      const query = filtersOf(ChargesQuery, request);
      const where = selection(charges.id, body.ids, chargeConditions(organizationId, now, query, body.customer_id));
      return sheetOf(request, 'charges', chargeColumns, (page) => chargeRows(db, where, query, page), (chunk) => chargeViews(db, chunk));
    }
    case 'purchases': {
      const query = filtersOf(PurchasesQuery, request);
      const where = selection(purchases.id, body.ids, purchaseConditions(organizationId, now, query, body.customer_id));
      return sheetOf(request, 'purchases', purchaseColumns, (page) => purchaseRows(db, where, query, page), (chunk) => purchaseViews(db, chunk));
    }
    case 'services':
      return servicesSheet(db, request);
    case 'plans':
      return plansSheet(db, request);
  }
}
