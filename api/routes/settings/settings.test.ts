import { describe, expect, it } from 'vitest';
import { signedInApp } from '../../test/admin.ts';

const t = signedInApp();

const publicConfig = async () => (await t.ctx.app.inject({ url: '/api/config' })).json().data;

describe('site settings', () => {
  it('saves the configuration and GET /api/config serves it at once', async () => {
    const before = await publicConfig(); // cached from here on
    const settings = (await t.staff.get('/api/admin/settings')).json().data;
    expect(settings.siteInfo.name).toBe(before.siteInfo.name);

    const changed = {
      ...settings,
      siteInfo: { ...settings.siteInfo, tagline: 'Websites that work in every village' },
      contactInfo: { ...settings.contactInfo, phone: '+91 761 400 0000', whatsapp: '' },
    };
    const saved = await t.staff.request('PUT', '/api/admin/settings', changed);
    expect(saved.json()).toEqual({ success: true, message: 'Settings saved successfully!', updatedAt: expect.any(String) });
    expect((await t.staff.get('/api/admin/settings')).json().data).toEqual(changed);

    const after = await publicConfig();
    expect(after.siteInfo.tagline).toBe('Websites that work in every village');
    // The spec's default: whatsapp falls back to the phone.
    expect(after.contactInfo.whatsapp).toBe('+91 761 400 0000');
  });

  it('refuses invalid settings with a message naming the field and keeps the old ones', async () => {
    const settings = (await t.staff.get('/api/admin/settings')).json().data;
    const bad = await t.staff.request('PUT', '/api/admin/settings', { ...settings, contactInfo: { ...settings.contactInfo, email: 'not-mail' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'Contact details › E-mail must be a valid e-mail address' });
    const missing = await t.staff.request('PUT', '/api/admin/settings', { siteInfo: settings.siteInfo });
    expect(missing.json().message).toBe('contactInfo is required');
    expect((await t.staff.get('/api/admin/settings')).json().data).toEqual(settings);
  });

  it('names the option line and the field of a malformed value, and refuses a code used twice', async () => {
    const settings = (await t.staff.get('/api/admin/settings')).json().data;
    const put = (body: object) => t.staff.request('PUT', '/api/admin/settings', body);
    const long = structuredClone(settings);
    long.budgetRanges[2].label = 'x'.repeat(101);
    expect((await put(long)).json()).toEqual({ success: false, message: 'Budget ranges line 3: label must be at most 100 characters' });
    const unnamed = structuredClone(settings);
    delete unnamed.timelines[1].label;
    expect((await put(unnamed)).json()).toEqual({ success: false, message: 'Timelines line 2: label is required' });
    const twice = structuredClone(settings);
    twice.timelines[3].value = twice.timelines[0].value;
    expect((await put(twice)).json()).toEqual({ success: false, message: 'Timelines line 4: value "asap" is already used by line 1' });
    const phone = await put({ ...settings, contactInfo: { ...settings.contactInfo, phone: 'call me' } });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().message).toBe('Contact details › Phone may hold only digits, spaces and + - ( ) .');
    expect((await t.staff.get('/api/admin/settings')).json().data).toEqual(settings);
  });

  it('names an option list with too many lines as the form does', async () => {
    const settings = (await t.staff.get('/api/admin/settings')).json().data;
    // Staff pasted 21 budget lines into the box: the refusal names the box, not budgetRanges.
    const lines = Array.from({ length: 21 }, (_, index) => ({ label: `Range ${index + 1}`, value: `r${index + 1}`, order: index + 1 }));
    const many = await t.staff.request('PUT', '/api/admin/settings', { ...settings, budgetRanges: lines });
    expect(many.statusCode).toBe(400);
    expect(many.json()).toEqual({ success: false, message: 'Budget ranges may have at most 20 lines' });
    const timelines = await t.staff.request('PUT', '/api/admin/settings', { ...settings, timelines: lines });
    expect(timelines.json()).toEqual({ success: false, message: 'Timelines may have at most 20 lines' });
    expect((await t.staff.get('/api/admin/settings')).json().data).toEqual(settings);
  });

  it('refuses a call-to-action link without a host, naming it', async () => {
    const settings = (await t.staff.get('/api/admin/settings')).json().data;
    // 'https://' alone would give the site a Watch Demo button that leads nowhere.
    for (const demoVideoUrl of ['https://', 'http://', 'http:///demo.mp4', 'https://?v=1', 'https://#top']) {
      const bad = await t.staff.request('PUT', '/api/admin/settings', { ...settings, links: { ...settings.links, demoVideoUrl } });
      expect([bad.statusCode, bad.json().message], demoVideoUrl).toEqual([400, 'Links › Demo video url must be an https:// or http:// address with a host']);
    }
    const good = await t.staff.request('PUT', '/api/admin/settings', { ...settings, links: { ...settings.links, demoVideoUrl: 'https://video.example/demo.mp4' } });
    expect(good.statusCode).toBe(200);
  });

  it('lets WhatsApp follow the phone unless it was set on its own', async () => {
    const settings = (await t.staff.get('/api/admin/settings')).json().data;
    expect(settings.contactInfo.whatsapp).toBe('');
    // An older form sends the phone as the WhatsApp number: it still follows the next phone.
    const put = (contactInfo: object) => t.staff.request('PUT', '/api/admin/settings', { ...settings, contactInfo: { ...settings.contactInfo, ...contactInfo } });
    await put({ whatsapp: settings.contactInfo.phone });
    await put({ phone: '+91 761 222 3333', whatsapp: settings.contactInfo.phone });
    expect((await publicConfig()).contactInfo.whatsapp).toBe('+91 761 222 3333');
    await put({ phone: '+91 761 222 3333', whatsapp: '+91 99999 00000' });
    await put({ phone: '+91 761 444 5555', whatsapp: '+91 99999 00000' });
    expect((await publicConfig()).contactInfo.whatsapp).toBe('+91 99999 00000');
  });

  it('keeps the calls to action and company figures when an older client saves without them', async () => {
    const settings = (await t.staff.get('/api/admin/settings')).json().data;
    const withLinks = { ...settings, links: { demoVideoUrl: 'https://video.example/demo.mp4', bookingUrl: '' }, figures: { ...settings.figures, projects: '80+' } };
    await t.staff.request('PUT', '/api/admin/settings', withLinks);
    const { links: _links, figures: _figures, ...older } = withLinks;
    const saved = await t.staff.request('PUT', '/api/admin/settings', { ...older, seo: { ...older.seo, author: 'Asha' } });
    expect(saved.statusCode).toBe(200);
    expect((await t.staff.get('/api/admin/settings')).json().data).toEqual({ ...withLinks, seo: { ...older.seo, author: 'Asha' } });
  });

  it('keeps what another staff member saved meanwhile when an older client saves without a version', async () => {
    // A current app saves links while a desktop app from before links existed saves the tagline;
    // five rounds, as which of the two comes first is up to the server.
    for (const round of [1, 2, 3, 4, 5]) {
      const { data: settings, updatedAt: base } = (await t.staff.get('/api/admin/settings')).json();
      const { links: _links, figures: _figures, ...older } = settings;
      const links = { demoVideoUrl: `https://video.example/demo-%E0%A4%A1%E0%A5%87%E0%A4%AE%E0%A5%8B-${round}.mp4`, bookingUrl: '' };
      const tagline = `Apps for every dukaan, round ${round}`;
      const [current, outdated] = await Promise.all([
        t.staff.request('PUT', '/api/admin/settings', { ...settings, links, baseUpdatedAt: base }),
        t.staff.request('PUT', '/api/admin/settings', { ...older, siteInfo: { ...older.siteInfo, tagline } }),
      ]);
      // A save without a version is never refused; one with a version only when the other came first.
      expect(outdated.statusCode).toBe(200);
      const now = (await t.staff.get('/api/admin/settings')).json().data;
      expect(now.siteInfo.tagline).toBe(tagline);
      // What was answered "saved" stays saved: the older app's save does not put back the old links.
      expect(now.links).toEqual(current.statusCode === 200 ? links : settings.links);
    }
  });

  it('refuses a save made on settings someone else has saved since, so neither undoes the other', async () => {
    const { data: settings, updatedAt: base } = (await t.staff.get('/api/admin/settings')).json();
    const put = (body: object) => t.staff.request('PUT', '/api/admin/settings', body);
    // Two staff opened Settings; both save at the same moment, one the phone, the other the tagline.
    const phone = { ...settings, contactInfo: { ...settings.contactInfo, phone: '+91 761 400 0000' }, baseUpdatedAt: base };
    const tagline = { ...settings, siteInfo: { ...settings.siteInfo, tagline: 'Websites for every village' }, baseUpdatedAt: base };
    const answers = await Promise.all([put(phone), put(tagline)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().message).toMatch(/^These settings were saved by someone else since you opened them/);
    const saved = answers.find((answer) => answer.statusCode === 200)!.json();
    const now = (await t.staff.get('/api/admin/settings')).json();
    expect(now.updatedAt).toBe(saved.updatedAt);
    const savedBody = refused === answers[0] ? tagline : phone;
    const { baseUpdatedAt: _base, ...kept } = savedBody;
    expect(now.data).toEqual(kept);
    // Saving on the version just read goes through, and so does the next save from that form.
    const next = await put({ ...now.data, seo: { ...now.data.seo, author: 'Asha' }, baseUpdatedAt: now.updatedAt });
    expect(next.statusCode).toBe(200);
    expect((await put({ ...now.data, baseUpdatedAt: next.json().updatedAt })).statusCode).toBe(200);
    expect((await put({ ...now.data, baseUpdatedAt: now.updatedAt })).statusCode).toBe(409);
  });

  it('refuses a save made on the built-in settings once someone has saved any', async () => {
    await t.ctx.app.db.deleteFrom('settings').where('key', '=', 'site').execute();
    const opened = (await t.staff.get('/api/admin/settings')).json();
    expect(opened.updatedAt).toBeNull(); // never saved: the built-in defaults
    const put = (tagline: string) =>
      t.staff.request('PUT', '/api/admin/settings', { ...opened.data, siteInfo: { ...opened.data.siteInfo, tagline }, baseUpdatedAt: null });
    expect((await put('Apps for every shop')).statusCode).toBe(200);
    expect((await put('Old words')).statusCode).toBe(409);
    expect((await t.staff.get('/api/admin/settings')).json().data.siteInfo.tagline).toBe('Apps for every shop');
  });
});
