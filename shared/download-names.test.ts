import { describe, expect, it } from 'vitest';
import { personExportFileName } from './download-names.ts';

describe('personExportFileName', () => {
  it('names a usual address whole, and look-alike addresses apart', () => {
    expect(personExportFileName('asha+work@example.com')).toBe('personal-data-asha+work@example.com.json');
    expect(personExportFileName('asha_work@example.com')).toBe('personal-data-asha_work@example.com.json');
    expect(personExportFileName("d'souza.o~reilly@example.co.in")).toBe("personal-data-d'souza.o~reilly@example.co.in.json");
  });

  it('keeps out what a file system or a browser refuses or reads as something else', () => {
    expect(personExportFileName('a/b|c?d*e%2Ff@example.com')).toBe('personal-data-a_b_c_d_e_2Ff@example.com.json');
  });

  it('stays within the 255 bytes a file name may have for the longest address the API takes, keeping both ends', () => {
    // 254 characters: the API opens, exports and erases such a person; a disk refuses a longer name.
    const longest = `${'ananya.rajeshwari.'.repeat(3).slice(0, 64)}@${'mail.'.repeat(37)}agency-clients.example.co.in`.slice(-254);
    expect(longest).toHaveLength(254);
    const name = personExportFileName(longest);
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(255 - ' (1)'.length);
    expect(name.startsWith(`personal-data-${longest.slice(0, 40)}`)).toBe(true);
    expect(name.endsWith('agency-clients.example.co.in.json')).toBe(true);
  });
});
