import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../../shared/constants';
import { refusalText, sortUploads, uploadProblem } from './fileRules';

describe('uploadProblem (PDF, DOC, DOCX, images; max 10MB)', () => {
  it('accepts documents and images up to the limit, whatever the case of the extension', () => {
    for (const name of ['brief.pdf', 'Offer.DOCX', 'old.doc', 'logo.png', 'photo.JPG', 'x.jpeg', 'a.gif', 'b.webp']) {
      expect(uploadProblem({ name, size: 1000 })).toBeNull();
    }
    expect(uploadProblem({ name: 'big.pdf', size: UPLOAD_MAX_BYTES })).toBeNull();
  });
  it('refuses other types, oversized and empty files with a clear message', () => {
    expect(uploadProblem({ name: 'setup.exe', size: 10 })).toBe('"setup.exe" is not a PDF, DOC, DOCX or image file.');
    expect(uploadProblem({ name: 'pdf', size: 10 })).not.toBeNull();
    expect(uploadProblem({ name: 'huge.pdf', size: UPLOAD_MAX_BYTES + 1 })).toBe('"huge.pdf" is larger than 10MB, the upload limit.');
    expect(uploadProblem({ name: 'empty.pdf', size: 0 })).toBe('"empty.pdf" is empty.');
  });
  it('sorts a mixed selection', () => {
    const result = sortUploads([
      { name: 'a.pdf', size: 5 },
      { name: 'b.zip', size: 5 },
    ]);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(result.problems).toHaveLength(1);
  });
});

describe('refusalText', () => {
  it("names the file the server refused, with the server's reason", () => {
    expect(refusalText({ name: 'notes.pdf', status: 415, message: 'This file type is not allowed.' })).toBe(
      'Failed to upload "notes.pdf": This file type is not allowed.',
    );
  });
});
