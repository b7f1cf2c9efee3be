import type { ChangeEvent } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type KeysOf<Draft, Value> = { [K in keyof Draft]: Draft[K] extends Value ? K : never }[keyof Draft];

/** Wires form controls to a draft object: `{...text('title')}` instead of value/onChange pairs. */
export function bindDraft<Draft>(draft: Draft, set: (patch: Partial<Draft>) => void) {
  return {
    text: (key: KeysOf<Draft, string>) => ({
      value: draft[key] as string,
      onChange: (event: ChangeEvent<Control>) => set({ [key]: event.target.value } as Partial<Draft>),
    }),
    check: (key: KeysOf<Draft, boolean>) => ({
      checked: draft[key] as boolean,
      onChange: (checked: boolean) => set({ [key]: checked } as Partial<Draft>),
    }),
  };
}
