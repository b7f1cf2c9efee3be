import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Post, PostInput } from '../../shared/api/posts.ts';
import type { AdminClient } from './admin.ts';

/** A post as the editor sends it: a real-looking article, published unless told otherwise. */
export const postInput = (overrides: Partial<PostInput> = {}): PostInput => ({
  title: 'Designing forms that people in Jabalpur actually finish',
  excerpt: 'Short forms, clear errors and a phone number that is easy to type.',
  body: '## Why forms fail\n\nMost visitors leave at the **phone number** field.\n\n- Ask for less\n- Say what went wrong',
  tags: ['Design', 'forms'],
  kind: 'article',
  status: 'published',
  ...overrides,
});

/** The answer's data, after checking it succeeded. */
export function okData<T = Post>(answer: LightMyRequestResponse): T {
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.json().data as T;
}

export async function createPost(staff: AdminClient, overrides: Partial<PostInput> = {}): Promise<Post> {
  return okData(await staff.request('POST', '/api/admin/posts', postInput(overrides)));
}
