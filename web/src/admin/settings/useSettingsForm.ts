import { useCallback, useState, type FormEvent } from 'react';
import type { SiteSettings, VersionedSettings } from '../../../../shared/api/config';
import { useAdminApi } from '../state/AdminApiContext';
import { failureText } from '../state/messages';
import { NO_LISTS, useAdminActions } from '../state/useAdminActions';
import { useLoaded } from '../state/useLoaded';
import { useOneAtATime } from '../../lib/useOneAtATime';
import { linesToOptions, optionsToLines } from './optionLines';

/**
 * The Configure form as typed: the settings, with the quote form's option lists as text lines, and
 * the version they were edited on (the one opened, then each saved), which every save names.
 */
export interface SettingsDraft {
  settings: SiteSettings;
  budgetRanges: string;
  timelines: string;
  baseUpdatedAt: VersionedSettings['updatedAt'];
}

const draftOf = ({ settings, updatedAt }: VersionedSettings): SettingsDraft => ({
  settings,
  budgetRanges: optionsToLines(settings.budgetRanges),
  timelines: optionsToLines(settings.timelines),
  baseUpdatedAt: updatedAt,
});

/**
 * The site configuration loaded, edited and saved. The server's reason for refusing a save stays
 * beside Save (notices fade): it names the field or the option line.
 */
export function useSettingsForm() {
  const api = useAdminApi();
  const { mutate } = useAdminActions();
  const [busy, oneAtATime] = useOneAtATime();
  const loaded = useLoaded(useCallback(() => api.settings.get(), [api]));
  const [edited, setEdited] = useState<SettingsDraft | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const draft = edited ?? (loaded.value ? draftOf(loaded.value) : null);

  const change = (patch: Partial<SettingsDraft>) => draft && setEdited({ ...draft, ...patch });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const next = { ...draft.settings, budgetRanges: linesToOptions(draft.budgetRanges), timelines: linesToOptions(draft.timelines) };
    setRefusal(null);
    await oneAtATime(() =>
      mutate(
        async () => {
          try {
            const saved = await api.settings.save(next, draft.baseUpdatedAt);
            // What was typed while saving stays; the next save is made on this version.
            setEdited((current) => ({ ...(current ?? draft), baseUpdatedAt: saved }));
          } catch (error) {
            setRefusal(failureText('Failed to save settings', error));
            throw error;
          }
        },
        { success: 'Settings saved successfully!', failure: 'Failed to save settings' },
        NO_LISTS,
      ),
    );
  };

  return { draft, failed: loaded.failed, busy, refusal, change, submit };
}
