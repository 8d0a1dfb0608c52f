import { htmlLang, langQueryOf, resolveLanguage, storeLanguage, toLangQuery, LANGUAGE_STORAGE_KEY } from '@schools/shared-api';

class MemoryStorage {
  items = new Map<string, string>();
  setItem(key: string, value: string) { this.items.set(key, value); }
}

describe('language rules', () => {
  it('lang=cn gives zh, any other value en', () => {
    expect(resolveLanguage('cn', 'BISZ')).toBe('zh');
    expect(resolveLanguage('en', 'BISZ')).toBe('en');
    expect(resolveLanguage('zh', 'BISZ')).toBe('en');
    expect(resolveLanguage('', 'BISZ')).toBe('en');
    expect(resolveLanguage('CN', 'BISZ')).toBe('en');
  });

  it('defaults to zh on BBSZ and en elsewhere when the address has no lang', () => {
    expect(resolveLanguage(null, 'BBSZ')).toBe('zh');
    for (const code of ['BISZ', 'BIGZ', 'BBGM', 'BBCD'] as const) expect(resolveLanguage(null, code)).toBe('en');
  });

  it('lets the address win over the BBSZ default', () => {
    expect(resolveLanguage('en', 'BBSZ')).toBe('en');
    expect(resolveLanguage('cn', 'BISZ')).toBe('zh');
  });

  it('reads lang from the hash query first, then from location.search', () => {
    expect(langQueryOf('?lang=en', '#/home?lang=cn')).toBe('cn');
    expect(langQueryOf('?lang=cn', '#/home')).toBe('cn');
    expect(langQueryOf('', '#/home')).toBeNull();
  });

  it('maps languages to lang query values', () => {
    expect(toLangQuery('zh')).toBe('cn');
    expect(toLangQuery('en')).toBe('en');
  });

  it('keeps the language under __language__ and survives a storage that throws', () => {
    const storage = new MemoryStorage();
    storeLanguage(storage, 'zh');
    expect(storage.items.get(LANGUAGE_STORAGE_KEY)).toBe('zh');
    const broken = { setItem: () => { throw new Error('denied'); } };
    expect(() => storeLanguage(broken, 'en')).not.toThrow();
  });

  it('names the html lang of each language', () => {
    expect(htmlLang('zh')).toBe('zh-CN');
    expect(htmlLang('en')).toBe('en');
  });
});
