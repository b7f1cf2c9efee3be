import { useCallback, useEffect, useRef, useState } from 'react';
import type { Post } from '../../../../shared/api/posts';
import { useAdminApi } from '../state/AdminApiContext';
import { failureText } from '../state/messages';
import { EMPTY_FORM, formOf, inputOf, keepPublication, type PostForm, type Publication } from './postForm';

/** A draft is saved this long after staff stop typing. */
export const AUTOSAVE_MS = 2_000;

export interface PostDraft {
  /** The post as the server last answered; null until a new one is first saved. */
  saved: Post | null;
  form: PostForm;
  change(patch: Partial<PostForm>): void;
  /** Saves the form, publishing it as asked (else as it is); resolves the saved post, or null when refused. */
  save(publication?: Publication): Promise<Post | null>;
  /** 'saving', 'unsaved', or when the form was last saved. */
  state: 'saving' | 'unsaved' | { savedAt: number } | 'new';
  /** The server's reason for refusing the last save (names the field). */
  refusal: string | null;
}

/**
 * One post's form and its saves. A draft nobody can see is saved by itself a moment after staff
 * stop typing (a new one once it has a title); a public or scheduled post only when staff say so,
 * since each save of it is what visitors read.
 */
export function usePostDraft(initial: Post | null): PostDraft {
  const api = useAdminApi();
  const [saved, setSaved] = useState(initial);
  const [form, setForm] = useState<PostForm>(initial ? formOf(initial) : EMPTY_FORM);
  const [state, setState] = useState<PostDraft['state']>(initial ? { savedAt: Date.parse(initial.updatedAt) } : 'new');
  const [refusal, setRefusal] = useState<string | null>(null);
  // Edits since the last save began: a save that ends after more typing leaves the form unsaved.
  const edits = useRef(0);
  const inFlight = useRef<Promise<Post | null> | null>(null);
  // What a save sends: the form as staff left it, also when the save was asked before a re-render.
  const latest = useRef({ saved, form });
  useEffect(() => {
    latest.current = { saved, form };
  });

  const change = useCallback((patch: Partial<PostForm>) => {
    edits.current += 1;
    setForm((current) => ({ ...current, ...patch }));
    setState('unsaved');
    setRefusal(null);
  }, []);

  const save = useCallback(
    async (publication?: Publication): Promise<Post | null> => {
      // One save at a time: a new post is created once, and answers arrive in order.
      while (inFlight.current) await inFlight.current;
      const run = (async () => {
        const { saved: current, form: now } = latest.current;
        const seen = edits.current;
        setState('saving');
        try {
          const input = inputOf(now, publication ?? keepPublication(current), current);
          const post = current ? await api.posts.update(current._id, input) : await api.posts.create(input);
          // The next save (already waiting, maybe) updates this post rather than creating another.
          latest.current = { ...latest.current, saved: post };
          setSaved(post);
          setRefusal(null);
          setState(edits.current === seen ? { savedAt: Date.now() } : 'unsaved');
          return post;
        } catch (error) {
          setRefusal(failureText('Failed to save the post', error));
          setState('unsaved');
          return null;
        }
      })();
      inFlight.current = run;
      try {
        return await run;
      } finally {
        inFlight.current = null;
      }
    },
    [api],
  );

  const isDraft = !saved || saved.status === 'draft';
  useEffect(() => {
    if (state !== 'unsaved' || !isDraft || !form.title.trim() || refusal) return;
    const timer = setTimeout(() => void save(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [form, state, isDraft, refusal, save]);

  return { saved, form, change, save, state, refusal };
}
