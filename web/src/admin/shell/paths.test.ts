import { describe, expect, it } from 'vitest';
import { leadPath, personFromPath, personPath } from './paths';
import { tabFromPath } from './tabIds';

describe('dashboard addresses of people and leads', () => {
  it('gives each person an address of their own that reads back the same, on the People tab', () => {
    const path = personPath('Asha.K+work@Client.test');
    expect(path).toBe('/admin/people/asha.k%2Bwork%40client.test');
    expect(personFromPath(path)).toBe('asha.k+work@client.test');
    expect(tabFromPath(path)).toBe('people');
    expect(tabFromPath('/admin/people')).toBe('people');
  });

  it('reads no person from other paths or a broken encoding', () => {
    expect(personFromPath('/admin/quotes')).toBeNull();
    expect(personFromPath('/admin/people/')).toBeNull();
    expect(personFromPath('/admin/people/%E0%A4')).toBeNull();
    // Below any other tab, an unknown path still shows the Dashboard.
    expect(tabFromPath('/admin/quotes/extra')).toBe('dashboard');
  });

  it('opens a lead in its own list by id and address', () => {
    expect(leadPath('quote', 'q 1', 'a@b.c')).toBe('/admin/quotes?lead=q%201&email=a%40b.c');
    expect(leadPath('contact', 'c1', 'a@b.c')).toBe('/admin/contacts?lead=c1&email=a%40b.c');
  });
});
