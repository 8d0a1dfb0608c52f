import { acceptMenu, readCachedMenu } from '../src/navigation/menuCache';

class MemoryStorage {
  items = new Map<string, string>();
  writes = 0;
  getItem(key: string) { return this.items.get(key) ?? null; }
  setItem(key: string, value: string) { this.writes++; this.items.set(key, value); }
}

const menu = (hashCode: string) => ({ hashCode, menu: [{ id: '01', url: '/home', title: hashCode }] });

describe('menu cache (SPEC 4)', () => {
  it('takes the server menu when nothing is cached, and remembers it per campus and language', () => {
    const storage = new MemoryStorage();
    expect(acceptMenu(storage, 'BISZ', 'en', menu('a'))).toEqual(menu('a'));
    expect(readCachedMenu(storage, 'BISZ', 'en')).toEqual(menu('a'));
    expect(readCachedMenu(storage, 'BISZ', 'zh')).toBeUndefined();
    expect(readCachedMenu(storage, 'BIGZ', 'en')).toBeUndefined();
  });

  it('changes nothing when the hash codes are equal', () => {
    const storage = new MemoryStorage();
    acceptMenu(storage, 'BISZ', 'en', menu('a'));
    expect(acceptMenu(storage, 'BISZ', 'en', menu('a'))).toBeUndefined();
    expect(storage.writes).toBe(1);
  });

  it('replaces menu and cache when the hash codes differ', () => {
    const storage = new MemoryStorage();
    acceptMenu(storage, 'BISZ', 'en', menu('a'));
    expect(acceptMenu(storage, 'BISZ', 'en', menu('b'))).toEqual(menu('b'));
    expect(readCachedMenu(storage, 'BISZ', 'en')?.hashCode).toBe('b');
  });

  it('treats unreadable entries and failing storage as no cache', () => {
    const storage = new MemoryStorage();
    storage.items.set('__menu__BISZ_en', '{not json');
    expect(readCachedMenu(storage, 'BISZ', 'en')).toBeUndefined();
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } };
    expect(readCachedMenu(broken, 'BISZ', 'en')).toBeUndefined();
    expect(acceptMenu(broken, 'BISZ', 'en', menu('a'))).toEqual(menu('a'));
  });
});
