import type { AdminStats } from '../../../../shared/api/dashboard';
import type { AudienceSize, Campaign, CampaignDraft, CampaignInput, CampaignPace, CampaignRecipient, RenderedCampaign } from '../../../../shared/api/campaigns';
import type { EmailTemplate, EmailTemplateInput, SystemTemplate } from '../../../../shared/api/email-templates';
import type { FileRecord, UploadOutcome } from '../../../../shared/api/files';
import type { LeadAlerts } from '../../../../shared/api/alerts';
import type { AnalyticsSummary } from '../../../../shared/api/analytics';
import type { AuditEntry } from '../../../../shared/api/audit';
import type { CreatedAnswer, ListAnswer, OneAnswer } from '../../../../shared/api/common';
import type { ListParams, Page, PageAnswer } from '../../../../shared/api/lists';
import type { CsvKind } from '../../../../shared/constants';
import type { SiteSettings, VersionedSettings } from '../../../../shared/api/config';
import type { Contact, Quote } from '../../../../shared/api/leads';
import type { Subscriber } from '../../../../shared/api/newsletter';
import type { PersonTimeline } from '../../../../shared/api/people';
import type { OpenRightsRequest } from '../../../../shared/api/data-rights';
import type { LeadKind, LeadPipelineDetail, LeadReply, PipelineChange, PipelineSummary, ProjectDraft } from '../../../../shared/api/pipeline';
import type { Post, PostInput, PostListItem, PostNewsletterDraft, PostNewsletterInput, PostPreview } from '../../../../shared/api/posts';
import type { Project, ProjectInput } from '../../../../shared/api/projects';
import type { Service, ServiceInput } from '../../../../shared/api/services';
import type { StaffAccount, StaffAccountInput, StaffProfile } from '../../../../shared/api/staff';
import type { Testimonial, TestimonialInput } from '../../../../shared/api/testimonials';
import type { UploadAccept, UploadPick } from '../../../../shared/uploads';
import type { AdminTransport } from './transport';

/** List, create, update and delete of one kind of content (spec §7: GET/POST path, PUT/DELETE path/{id}). */
export interface EntityEndpoints<Input, Item> {
  list(): Promise<Item[]>;
  create(input: Input): Promise<Item>;
  update(id: string, input: Input): Promise<Item>;
  remove(id: string): Promise<void>;
}

/** One page of a staff list (issue 17): the server pages, sorts and searches. */
export type PagedList<Item> = (params?: ListParams) => Promise<Page<Item>>;

/** Content edited like the others, but listed a page at a time (e-mail templates). */
export type PagedEntityEndpoints<Input, Item> = Omit<EntityEndpoints<Input, Item>, 'list'> & { list: PagedList<Item> };

/** Every admin call of the dashboard, typed. Screens use this, never fetch or the transport. */
export interface AdminApi {
  login(email: string, password: string): Promise<void>;
  logout(): Promise<void>;
  hasSession(): Promise<boolean>;
  stats(): Promise<AdminStats>;
  projects: EntityEndpoints<ProjectInput, Project>;
  services: EntityEndpoints<ServiceInput, Service>;
  testimonials: EntityEndpoints<TestimonialInput, Testimonial>;
  templates: PagedEntityEndpoints<EmailTemplateInput, EmailTemplate> & {
    /** The built-in system mails, each with the saved template replacing it (if any). */
    systemDefaults(): Promise<SystemTemplate[]>;
    /** Drops the saved templates of a type: the built-in text is used again. */
    resetToDefault(templateType: SystemTemplate['templateType']): Promise<void>;
  };
  contacts: PagedList<Contact>;
  quotes: PagedList<Quote>;
  subscribers: PagedList<Subscriber>;
  unsubscribe(email: string): Promise<void>;
  campaigns: {
    list: PagedList<Campaign>;
    create(input: CampaignInput): Promise<Campaign>;
    resume(id: string): Promise<void>;
    /** The mail as a recipient gets it (the signed-in staff address stands in). */
    preview(draft: CampaignDraft): Promise<RenderedCampaign>;
    /** Queues that mail to the signed-in staff address; resolves the server's message. */
    sendTest(draft: CampaignDraft): Promise<string>;
    /** How many addresses the audience holds now. */
    audienceSize(audience: CampaignInput['targetAudience']): Promise<number>;
    /** Who a campaign went to, A to Z, each with its mail's outcome (`q`: the start of an address). */
    recipients(id: string, params?: Pick<ListParams, 'cursor' | 'q' | 'limit'>): Promise<Page<CampaignRecipient>>;
    /** Campaign mails handed to the SMTP server per minute. */
    pace(): Promise<number>;
    /** Sets it for campaigns queued or resumed from now on; resolves the server's message. */
    setPace(ratePerMinute: number): Promise<string>;
  };
  files: {
    list: PagedList<FileRecord>;
    /** `accept` narrows the desktop's native picker (e.g. to images); `pick` 'one' lets it choose one file only. */
    upload(files: File[] | undefined, onProgress?: (fraction: number) => void, accept?: UploadAccept, pick?: UploadPick): Promise<UploadOutcome>;
    remove(id: string): Promise<void>;
  };
  exportCsv(kind: CsvKind): Promise<boolean>;
  /** Working a contact or quote (issue 18): its stage, owner, follow-up, notes and replies. */
  leads: {
    pipeline(kind: LeadKind, id: string): Promise<LeadPipelineDetail>;
    change(kind: LeadKind, id: string, change: PipelineChange): Promise<LeadPipelineDetail>;
    addNote(kind: LeadKind, id: string, body: string): Promise<LeadPipelineDetail>;
    /** Mails the lead through the outbox; the reply joins its history. */
    reply(kind: LeadKind, id: string, reply: LeadReply): Promise<LeadPipelineDetail>;
    /** Open leads per stage and the follow-ups due, for the Dashboard. */
    summary(): Promise<PipelineSummary>;
    /** A won quote's portfolio project draft (made once; asked again, the same one). */
    draftProject(quoteId: string): Promise<ProjectDraft>;
  };
  /** One person by e-mail address: their timeline, and their data rights (issue 18). */
  people: {
    timeline(email: string): Promise<PersonTimeline>;
    /** Saves their data as JSON (download or native save dialog); false when cancelled. */
    exportData(email: string): Promise<boolean>;
    /** Erases every record of them; resolves the server's message and the rows erased per kind. */
    erase(email: string): Promise<{ message: string; counts: Record<string, number> }>;
    /** Correction and erasure requests not yet answered, oldest first (issue 27). */
    rightsRequests(): Promise<OpenRightsRequest[]>;
    markAnswered(requestId: string): Promise<void>;
  };
  settings: {
    get(): Promise<VersionedSettings>;
    /** Saves settings edited on version `baseUpdatedAt` (409 when saved since); resolves the new version. */
    save(settings: SiteSettings, baseUpdatedAt: VersionedSettings['updatedAt']): Promise<string>;
  };
  /** Insights (design §13): articles and case studies, their preview and their newsletter. */
  posts: {
    list: PagedList<PostListItem>;
    get(id: string): Promise<Post>;
    create(input: PostInput): Promise<Post>;
    update(id: string, input: PostInput): Promise<Post>;
    remove(id: string): Promise<void>;
    /** The HTML and reading time the server makes of a body (the renderer a save uses). */
    preview(body: string): Promise<PostPreview>;
    /** The campaign the post would make, for the campaign tools' preview, test and count. */
    newsletterDraft(id: string, fullText: boolean): Promise<PostNewsletterDraft>;
    /** Sends it to the confirmed subscribers; resolves the server's message. */
    sendNewsletter(id: string, input: PostNewsletterInput): Promise<string>;
  };
  /** Who changed what and when (issue 18), and content put back from it. */
  audit: {
    list: PagedList<AuditEntry>;
    /** Puts back the record as it was before the entry's change; resolves the server's message. */
    restore(entryId: string): Promise<string>;
  };
  /** New quotes and contacts after `after` (a previous answer's cursor); without it, the cursor of now. */
  alerts(after?: number): Promise<LeadAlerts>;
  analytics(range: { from?: string; to?: string }): Promise<AnalyticsSummary>;
  staff: {
    list(): Promise<StaffAccount[]>;
    add(input: StaffAccountInput): Promise<StaffAccount>;
    remove(id: string): Promise<void>;
    /**
     * Sets the signed-in account's password. The server ends every session of the account, so
     * this one signs in again with the new password: only the other sessions stay signed out.
     */
    changePassword(currentPassword: string, newPassword: string): Promise<void>;
    /** The signed-in account's name and role, shown on the posts it writes. */
    saveProfile(profile: StaffProfile): Promise<StaffAccount>;
  };
}

const segment = (value: string) => encodeURIComponent(value);
const leadPath = (kind: LeadKind, id: string) => `/api/admin/leads/${kind}/${segment(id)}`;

/** `?limit=&cursor=&sort=&order=&q=` with only the given parameters. */
export function listQuery(params: ListParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return query.size ? `?${query}` : '';
}

export function createAdminApi(transport: AdminTransport): AdminApi {
  const get = async <T>(path: string) => (await transport.request<ListAnswer<T>>('GET', path)).data;

  const page =
    <Item>(path: string): PagedList<Item> =>
    async (params) => {
      const { success: _success, ...answer } = await transport.request<PageAnswer<Item>>('GET', path + listQuery(params));
      return answer;
    };

  function entity<Input, Item>(path: string): Omit<EntityEndpoints<Input, Item>, 'list'> {
    return {
      create: async (input) => (await transport.request<CreatedAnswer<Item>>('POST', path, input)).data,
      update: async (id, input) => (await transport.request<CreatedAnswer<Item>>('PUT', `${path}/${segment(id)}`, input)).data,
      remove: async (id) => {
        await transport.request('DELETE', `${path}/${segment(id)}`);
      },
    };
  }

  return {
    login: (email, password) => transport.login(email, password),
    logout: () => transport.logout(),
    hasSession: () => transport.hasSession(),
    stats: async () => (await transport.request<{ stats: AdminStats }>('GET', '/api/admin/dashboard/stats')).stats,
    projects: { ...entity('/api/admin/projects'), list: () => get('/api/admin/projects') },
    services: { ...entity('/api/admin/services'), list: () => get('/api/admin/services') },
    testimonials: { ...entity('/api/admin/testimonials'), list: () => get('/api/admin/testimonials') },
    templates: {
      ...entity<EmailTemplateInput, EmailTemplate>('/api/admin/email-templates'),
      list: page('/api/admin/email-templates'),
      systemDefaults: () => get('/api/admin/email-templates/defaults'),
      resetToDefault: async (templateType) => {
        await transport.request('DELETE', `/api/admin/email-templates/defaults/${segment(templateType)}`);
      },
    },
    contacts: page('/api/admin/contacts'),
    quotes: page('/api/admin/quotes'),
    subscribers: page('/api/admin/newsletter'),
    unsubscribe: async (email) => {
      await transport.request('DELETE', `/api/admin/newsletter/${segment(email)}`);
    },
    campaigns: {
      list: page('/api/admin/email-campaigns'),
      create: async (input) => (await transport.request<CreatedAnswer<Campaign>>('POST', '/api/admin/email-campaigns', input)).data,
      resume: async (id) => {
        await transport.request('POST', `/api/admin/email-campaigns/${segment(id)}/resume`);
      },
      preview: async (draft) =>
        (await transport.request<OneAnswer<RenderedCampaign>>('POST', '/api/admin/email-campaigns/preview', draft)).data,
      sendTest: async (draft) => (await transport.request<{ message: string }>('POST', '/api/admin/email-campaigns/test', draft)).message,
      audienceSize: async (audience) =>
        (await transport.request<OneAnswer<AudienceSize>>('GET', `/api/admin/email-campaigns/audience?targetAudience=${segment(audience)}`)).data
          .total,
      recipients: (id, params) => page<CampaignRecipient>(`/api/admin/email-campaigns/${segment(id)}/recipients`)(params),
      pace: async () => (await transport.request<OneAnswer<CampaignPace>>('GET', '/api/admin/email-campaigns/pace')).data.ratePerMinute,
      setPace: async (ratePerMinute) =>
        (await transport.request<CreatedAnswer<CampaignPace>>('PUT', '/api/admin/email-campaigns/pace', { ratePerMinute })).message,
    },
    files: {
      list: page('/api/admin/files'),
      upload: (files, onProgress, accept, pick) => transport.uploadFiles({ files, onProgress, ...(accept ? { accept } : {}), ...(pick ? { pick } : {}) }),
      remove: async (id) => {
        await transport.request('DELETE', `/api/admin/files/${segment(id)}`);
      },
    },
    exportCsv: (kind) => transport.exportCsv(kind),
    leads: {
      pipeline: async (kind, id) => (await transport.request<OneAnswer<LeadPipelineDetail>>('GET', `${leadPath(kind, id)}/pipeline`)).data,
      change: async (kind, id, change) =>
        (await transport.request<OneAnswer<LeadPipelineDetail>>('PUT', `${leadPath(kind, id)}/pipeline`, change)).data,
      addNote: async (kind, id, body) =>
        (await transport.request<OneAnswer<LeadPipelineDetail>>('POST', `${leadPath(kind, id)}/notes`, { body })).data,
      reply: async (kind, id, reply) => (await transport.request<OneAnswer<LeadPipelineDetail>>('POST', `${leadPath(kind, id)}/reply`, reply)).data,
      summary: async () => (await transport.request<OneAnswer<PipelineSummary>>('GET', '/api/admin/pipeline')).data,
      draftProject: async (quoteId) =>
        (await transport.request<CreatedAnswer<ProjectDraft>>('POST', `${leadPath('quote', quoteId)}/project-draft`)).data,
    },
    people: {
      timeline: async (email) => (await transport.request<OneAnswer<PersonTimeline>>('GET', `/api/admin/people/${segment(email)}`)).data,
      exportData: (email) => transport.exportPerson(email),
      erase: async (email) => {
        const answer = await transport.request<CreatedAnswer<Record<string, number>>>('DELETE', `/api/admin/people/${segment(email)}`);
        return { message: answer.message, counts: answer.data };
      },
      rightsRequests: () => get<OpenRightsRequest>('/api/admin/rights-requests'),
      markAnswered: async (requestId) => {
        await transport.request('POST', `/api/admin/rights-requests/${segment(requestId)}/answered`);
      },
    },
    settings: {
      get: async () => {
        const answer = await transport.request<OneAnswer<SiteSettings> & { updatedAt: VersionedSettings['updatedAt'] }>('GET', '/api/admin/settings');
        return { settings: answer.data, updatedAt: answer.updatedAt };
      },
      save: async (settings, baseUpdatedAt) =>
        (await transport.request<{ updatedAt: string }>('PUT', '/api/admin/settings', { ...settings, baseUpdatedAt })).updatedAt,
    },
    posts: {
      ...entity<PostInput, Post>('/api/admin/posts'),
      list: page('/api/admin/posts'),
      get: async (id) => (await transport.request<OneAnswer<Post>>('GET', `/api/admin/posts/${segment(id)}`)).data,
      preview: async (body) => (await transport.request<OneAnswer<PostPreview>>('POST', '/api/admin/posts/preview', { body })).data,
      newsletterDraft: async (id, fullText) =>
        (await transport.request<OneAnswer<PostNewsletterDraft>>('GET', `/api/admin/posts/${segment(id)}/newsletter?fullText=${fullText}`)).data,
      sendNewsletter: async (id, input) => (await transport.request<{ message: string }>('POST', `/api/admin/posts/${segment(id)}/newsletter`, input)).message,
    },
    audit: {
      list: page('/api/admin/audit'),
      restore: async (entryId) => (await transport.request<{ message: string }>('POST', `/api/admin/audit/${segment(entryId)}/restore`)).message,
    },
    alerts: async (after) =>
      (await transport.request<OneAnswer<LeadAlerts>>('GET', `/api/admin/alerts${after === undefined ? '' : `?after=${after}`}`)).data,
    staff: {
      list: () => get('/api/admin/staff'),
      add: async (input) => (await transport.request<CreatedAnswer<StaffAccount>>('POST', '/api/admin/staff', input)).data,
      remove: async (id) => {
        await transport.request('DELETE', `/api/admin/staff/${segment(id)}`);
      },
      changePassword: async (currentPassword, newPassword) => {
        const { email } = await transport.request<{ email: string }>('PUT', '/api/admin/account/password', { currentPassword, newPassword });
        await transport.login(email, newPassword);
      },
      saveProfile: async (profile) => (await transport.request<CreatedAnswer<StaffAccount>>('PUT', '/api/admin/account/profile', profile)).data,
    },
    analytics: async ({ from, to }) => {
      const query = new URLSearchParams();
      if (from) query.set('from', from);
      if (to) query.set('to', to);
      const answer = await transport.request<AnalyticsSummary | OneAnswer<AnalyticsSummary>>(
        'GET',
        `/api/analytics${query.size ? `?${query}` : ''}`,
      );
      // The summary may come bare (as documented) or wrapped in the usual { success, data }.
      return 'data' in answer ? answer.data : answer;
    },
  };
}
