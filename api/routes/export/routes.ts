import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { CsvFile, Failure, One } from '../../../shared/api/common.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import type { CsvKind } from '../../../shared/constants.ts';
import { csvExportFileName } from '../../../shared/download-names.ts';
import { issueTicket, ticketAdmits } from './download-ticket.ts';
import { EXPORT_KINDS, leadsCsv } from './export.ts';

interface ExportOptions {
  /** Signs download links; derived from the staff token secret, never equal to it. */
  ticketKey: Buffer;
}

const DownloadLink = One(Type.Object({ url: Type.String() }));

/** Settings > Export: contacts and quote requests as CSV downloads, streamed from the database. */
const staffRoutes: FastifyPluginAsyncTypebox<ExportOptions> = async (app, { ticketKey }) => {
  for (const kind of EXPORT_KINDS) {
    app.get(`/api/admin/export/${kind}.csv`, { schema: { response: { 200: CsvFile } }, compress: false }, async (_request, reply) =>
      sendCsv(reply, kind),
    );
    // The web admin asks for a link and lets the browser fetch it: the download starts at once and
    // goes to disk as it arrives, instead of being held in the page until the last row.
    app.post(`/api/admin/export/${kind}/link`, { schema: { response: { 200: DownloadLink } } }, async (request) => {
      const ticket = issueTicket(ticketKey, { kind, sub: request.user.sub, tva: request.user.tva }, app.now());
      return { success: true as const, data: { url: `/api/export/${kind}.csv?ticket=${ticket}` } };
    });
  }
};

function sendCsv(reply: FastifyReply, kind: CsvKind) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${csvExportFileName(kind, reply.server.now())}"`)
    .header('Cache-Control', 'no-store')
    .send(leadsCsv(reply.server.readDb, kind));
}

const exportRoutes: FastifyPluginAsyncTypebox<ExportOptions> = async (app, opts) => {
  await app.register(app.staffRoutes(staffRoutes), opts);

  for (const kind of EXPORT_KINDS) {
    app.get(
      `/api/export/${kind}.csv`,
      {
        schema: {
          querystring: Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 1000 }) }),
          response: { 200: CsvFile, 401: Failure },
        },
      },
      async (request, reply) => {
        if (!(await ticketAdmits(app.db, opts.ticketKey, request.query.ticket, kind, app.now()))) {
          throw new ApiError(401, 'This download link has expired. Please export again.');
        }
        return sendCsv(reply, kind);
      },
    );
  }
};

export default exportRoutes;
