import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Failure, IdParams, One } from '../../../shared/api/common.ts';
import { LeadNoteBody, LeadParams, LeadPipelineDetail, LeadReply, PipelineChange, PipelineSummary, ProjectDraftAnswer } from '../../../shared/api/pipeline.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { agencyDay } from '../../../shared/agency-time.ts';
import { readSiteSettings } from '../../services/site-config.ts';
import { addLeadNote, changeLeadPipeline, readLeadPipeline, summarizePipeline } from './pipeline.ts';
import { draftProjectFromQuote } from './project-draft.ts';
import { replyToLead } from './reply.ts';

const leadNotFound = () => new ApiError(404, 'Lead not found');

/** Staff move leads through the pipeline, keep notes and answer by mail (issue 18); mounted in the staff scope. */
const pipelineRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.get('/api/admin/pipeline', { schema: { response: { 200: One(PipelineSummary) } } }, async () => ({
    success: true as const,
    data: await summarizePipeline(app.db, agencyDay(app.now())),
  }));

  app.get(
    '/api/admin/leads/:kind/:id/pipeline',
    { schema: { params: LeadParams, response: { 200: One(LeadPipelineDetail), 404: Failure } } },
    async (request) => {
      const detail = await readLeadPipeline(app.db, request.params.kind, request.params.id);
      if (!detail) throw leadNotFound();
      return { success: true as const, data: detail };
    },
  );

  app.put(
    '/api/admin/leads/:kind/:id/pipeline',
    { schema: { params: LeadParams, body: PipelineChange, response: { 200: One(LeadPipelineDetail), 400: Failure, 404: Failure } } },
    async (request) => {
      const result = await changeLeadPipeline(app.db, {
        ...request.params,
        change: request.body,
        actor: { email: request.user.email },
        now: app.now(),
      });
      if (!result.ok) throw new ApiError(result.status, result.message);
      return { success: true as const, data: result.detail };
    },
  );

  app.post(
    '/api/admin/leads/:kind/:id/notes',
    { schema: { params: LeadParams, body: LeadNoteBody, response: { 201: One(LeadPipelineDetail), 404: Failure } } },
    async (request, reply) => {
      const detail = await addLeadNote(app.db, { ...request.params, body: request.body.body, actor: { email: request.user.email }, now: app.now() });
      if (!detail) throw leadNotFound();
      return reply.code(201).send({ success: true, data: detail });
    },
  );

  app.post(
    '/api/admin/leads/:kind/:id/reply',
    { schema: { params: LeadParams, body: LeadReply, response: { 201: One(LeadPipelineDetail), 404: Failure, 409: Failure } } },
    async (request, reply) => {
      const detail = await replyToLead(app.db, {
        ...request.params,
        reply: request.body,
        actor: { email: request.user.email },
        settings: await readSiteSettings(app.db),
        publicUrl,
        now: app.now(),
      });
      if (!detail) throw leadNotFound();
      app.outbox.kick();
      return reply.code(201).send({ success: true, data: detail });
    },
  );

  app.post(
    '/api/admin/leads/quote/:id/project-draft',
    { schema: { params: IdParams, response: { 200: ProjectDraftAnswer, 201: ProjectDraftAnswer, 404: Failure, 409: Failure } } },
    async (request, reply) => {
      const result = await draftProjectFromQuote(app.db, { id: request.params.id, actor: { email: request.user.email }, now: app.now() });
      if (!result.ok) throw new ApiError(result.status, result.message);
      const { project, created } = result;
      return reply.code(created ? 201 : 200).send({
        success: true,
        message: created ? 'Project draft created' : 'This quote already has a project draft',
        data: { projectId: project._id, title: project.title, created },
      });
    },
  );
};

export default pipelineRoutes;
