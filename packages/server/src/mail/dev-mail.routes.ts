import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '@cobro/contracts';
import { mailOutbox } from '../db/schema/index';
import { AppError } from '../errors/app-error';
import { isUuid } from '../ids';

/** Newest first; the page is a developer's tool, not an archive. */
const PAGE = 100;

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

async function sentMail(app: FastifyInstance) {
  const rows = await app.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(PAGE);
  return rows.map((row) => ({
    id: row.id,
    from: row.from,
    to: row.to,
    subject: row.subject,
    text: row.text,
    created_at: row.createdAt.toISOString(),
    attachments: row.attachments.map((a, index) => ({
      filename: a.filename,
      content_type: a.contentType,
      size: Buffer.from(a.content, 'base64').length,
      url: `${API_PREFIX}/dev/mail/${row.id}/attachments/${index}`,
    })),
  }));
}

function page(mail: Awaited<ReturnType<typeof sentMail>>) {
  const items = mail
    .map(
      (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p>Para: ${escapeHtml(m.to)} · De: ${escapeHtml(m.from)} · <time datetime="${m.created_at}">${m.created_at}</time></p>
<pre>${escapeHtml(m.text)}</pre>
${m.attachments.length ? `<ul>${m.attachments.map((a) => `<li><a href="${a.url}">${escapeHtml(a.filename)}</a> (${a.size} bytes)</li>`).join('')}</ul>` : ''}
</article>`,
    )
    .join('\n<hr>\n');
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Correo enviado (desarrollo)</title></head>
<body><main><h1>Correo enviado (desarrollo)</h1>
${items || '<p>No se ha enviado ningún correo.</p>'}
</main></body></html>`;
}

/**
 * The embedded outbox, readable by the developer: GET /api/dev/mail (JSON), GET /dev/mail (HTML) and each
 * attachment. Registered only outside production or with COBRO_TEST_HOOKS=1 (docs/server.md "Mail").
 */
export function devMailRoutes(app: FastifyInstance) {
  app.get(`${API_PREFIX}/dev/mail`, async () => ({ data: await sentMail(app) }));
  app.get('/dev/mail', async (_request, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'")
      .send(page(await sentMail(app))),
  );
  app.get<{ Params: { id: string; index: string } }>(`${API_PREFIX}/dev/mail/:id/attachments/:index`, async (request, reply) => {
    const { id, index } = request.params;
    const [row] = isUuid(id) ? await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)) : [];
    const attachment = row?.attachments[Number(index)];
    if (!attachment) throw new AppError('API-004');
    return reply
      .header('content-type', attachment.contentType)
      .header('content-disposition', `attachment; filename="${attachment.filename.replace(/["\\\r\n]/g, '')}"`)
      .send(Buffer.from(attachment.content, 'base64'));
  });
}

export const devMailEnabled = (config: { production: boolean; testHooks: boolean }) => !config.production || config.testHooks;
