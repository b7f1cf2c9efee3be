import type { SiteSettings, SiteSettingsInput } from '../../../shared/api/config.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { fieldLabel } from '../../../shared/labels.ts';
import { describeValidation, type ValidationIssue } from '../../plugins/app/errors.ts';

/** How staff know the option lists: by the name of their box in Settings, and by line. */
const LIST_NAMES = { budgetRanges: 'Budget ranges', timelines: 'Timelines' } as const;

/**
 * A refusal of the schema named the way the Settings form shows its fields: an option list by box
 * and line ('budgetRanges.2.label must be ...' -> 'Budget ranges line 3: label must be ...'),
 * a list as a whole by its box ('Budget ranges may have at most 20 lines'), another field by section and
 * label ('contactInfo.phone' -> 'Contact details › Phone').
 */
export function describeSettingsIssue(issue: ValidationIssue): string {
  const wholeList = /^\/(budgetRanges|timelines)$/.exec(issue.instancePath);
  if (wholeList && issue.keyword === 'maxItems') return `${LIST_NAMES[wholeList[1] as keyof typeof LIST_NAMES]} may have at most ${String(issue.params.limit)} lines`;
  const message = describeValidation(issue, 'body');
  const listLine = message.replace(/^(budgetRanges|timelines)\.(\d+)\.(\w+)/, (_, list: keyof typeof LIST_NAMES, index: string, field: string) => {
    return `${LIST_NAMES[list]} line ${Number(index) + 1}: ${field}`;
  });
  return listLine !== message ? listLine : message.replace(/^\w+\.[\w.]+/, (path) => fieldLabel(path));
}

/**
 * What the schema cannot say: a value is the code stored with each quote, so two lines of one
 * list must not share it (a stored code would then have two labels). Answers the first problem.
 */
function findSettingsProblem(settings: Pick<SiteSettings, 'budgetRanges' | 'timelines'>): string | null {
  for (const list of ['budgetRanges', 'timelines'] as const) {
    const seen = new Map<string, number>();
    for (const [index, { value }] of settings[list].entries()) {
      const first = seen.get(value);
      if (first !== undefined) return `${LIST_NAMES[list]} line ${index + 1}: value "${value}" is already used by line ${first + 1}`;
      seen.set(value, index);
    }
  }
  return null;
}

/**
 * The WhatsApp number follows the phone unless staff set one of its own (spec §1): a WhatsApp
 * number saved equal to the phone stored before is a copy, kept empty so it follows the next phone.
 */
function whatsappFollowsPhone(next: SiteSettings, previous: SiteSettings): SiteSettings {
  const { whatsapp } = next.contactInfo;
  const copied = whatsapp !== '' && (whatsapp === previous.contactInfo.phone || whatsapp === next.contactInfo.phone);
  return copied ? { ...next, contactInfo: { ...next.contactInfo, whatsapp: '' } } : next;
}

/**
 * The settings a staff save leaves: the groups it sends over the stored ones (groups an older
 * client does not know keep their stored values), refused (400) when the lists break a rule.
 */
export function settingsAfterSave(stored: SiteSettings, groups: Omit<SiteSettingsInput, 'baseUpdatedAt'>): SiteSettings {
  const next = { ...stored, ...groups };
  const problem = findSettingsProblem(next);
  if (problem) throw new ApiError(400, problem);
  return whatsappFollowsPhone(next, stored);
}
