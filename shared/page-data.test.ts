import { describe, expect, it } from 'vitest';
import { pageDataId, pageDataOf } from './page-data.ts';

describe('the page data table', () => {
  it('gives the services page and each of its sections every service', () => {
    for (const path of ['/services', '/services/web', '/services/seo']) expect(pageDataOf(path)).toEqual([{ name: 'services', param: '' }]);
  });

  it('gives a project page its project, by the decoded id of its path', () => {
    const [key, caseStudies] = pageDataOf('/projects/%E0%A4%AA%E0%A5%8B%E0%A4%B0%E0%A5%8D%E0%A4%9F%E0%A4%AB%E0%A5%8B%E0%A4%B2%E0%A4%BF%E0%A4%AF%E0%A5%8B%20site');
    expect(key).toEqual({ name: 'project', param: 'पोर्टफोलियो site' });
    expect(pageDataId(key)).toBe('project:पोर्टफोलियो site');
    // Its case studies come with it, for the same project.
    expect(caseStudies).toEqual({ name: 'caseStudies', param: 'पोर्टफोलियो site' });
    // A broken escape is kept as written rather than failing the page.
    expect(pageDataOf('/projects/100%').map(({ param }) => param)).toEqual(['100%', '100%']);
  });

  it('gives the Insights page its newest posts and a post page its post, by slug', () => {
    expect(pageDataOf('/insights')).toEqual([{ name: 'latestPosts', param: '' }]);
    // A filter in the address is the parameter, spelled one way whatever the link's spelling.
    expect(pageDataOf('/insights', '?kind=case_study&tag=%20Retail%20')).toEqual([{ name: 'latestPosts', param: 'tag=retail&kind=case_study' }]);
    expect(pageDataOf('/insights', '?kind=poem&utm_source=whatsapp')).toEqual([{ name: 'latestPosts', param: '' }]);
    expect(pageDataOf('/insights/app-or-website-for-a-jabalpur-shop')).toEqual([{ name: 'post', param: 'app-or-website-for-a-jabalpur-shop' }]);
    expect(pageDataOf('/insights/a/b')).toEqual([]);
  });

  it('gives pages outside the table, and paths a segment longer or shorter, nothing of their own', () => {
    for (const path of ['/', '/about', '/projects', '/projects/a/b', '/services/web/extra']) expect(pageDataOf(path)).toEqual([]);
  });
});
