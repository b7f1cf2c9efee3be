import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { markdownKeymap, markdownLanguage } from '@codemirror/lang-markdown';
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView, keymap, placeholder } from '@codemirror/view';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';

/** What the post editor does to the text besides typing: a picture dropped in at the cursor. */
export interface MarkdownEditorHandle {
  /** Inserts `text` at the cursor and selects the part between `select` offsets, if given. */
  insert(text: string, select?: [from: number, to: number]): void;
}

interface MarkdownEditorProps {
  value: string;
  onChange(value: string): void;
  /** The editor's accessible name (its visible label's words: an id cannot reach into its shadow root). */
  label: string;
  handle: Ref<MarkdownEditorHandle>;
}

/** The editor's look, inside its shadow root (the dashboard's stylesheets do not reach in; its colour variables do). */
const LOOK = EditorView.theme({
  '&': { minHeight: '24rem', fontSize: '0.95rem', background: 'var(--adm-surface, #fff)' },
  '&.cm-focused': { outline: 'none', boxShadow: 'var(--adm-focus)', borderRadius: 'var(--adm-radius-small, 8px)' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', lineHeight: '1.55' },
  '.cm-content': { padding: '0.75rem 0' },
});

/**
 * CodeMirror 6 with its Markdown language (GitHub flavour: tables, strikethrough): highlighting,
 * lists continued on Enter, undo history. Tab is left to move focus, so keyboard users can leave
 * the editor. Only the Insights tab's chunk loads it.
 *
 * It lives in a shadow root: there CodeMirror's styles are constructed style sheets, which a page
 * policy without 'unsafe-inline' (the desktop app's) allows; in the document it would write
 * <style> elements that such a policy blocks.
 */
export function MarkdownEditor({ value, onChange, label, handle }: MarkdownEditorProps) {
  const parent = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  useEffect(() => {
    const host = parent.current!;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const editor = new EditorView({
      root: shadow,
      parent: shadow,
      state: EditorState.create({
        doc: value,
        extensions: [
          history(),
          keymap.of([...markdownKeymap, ...defaultKeymap, ...historyKeymap]),
          markdownLanguage,
          syntaxHighlighting(defaultHighlightStyle),
          EditorView.lineWrapping,
          LOOK,
          placeholder('Write the post in Markdown: ## headings, - lists, [links](https://…), ![pictures](…), > quotes, | tables |'),
          EditorView.contentAttributes.of({ 'aria-label': label, 'aria-multiline': 'true' }),
          EditorView.updateListener.of((update) => update.docChanged && changed.current(update.state.doc.toString())),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor owns its text from here on; a new post remounts it (keyed by post).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useImperativeHandle(handle, () => ({
    insert(text, select) {
      const editor = view.current;
      if (!editor) return;
      const { from, to } = editor.state.selection.main;
      editor.dispatch({
        changes: { from, to, insert: text },
        selection: select ? { anchor: from + select[0], head: from + select[1] } : { anchor: from + text.length },
        scrollIntoView: true,
      });
      editor.focus();
    },
  }));

  return <div ref={parent} className="adm-markdown-editor" />;
}
