/** @jest-environment jsdom */
// The staff's "Edit this page" costs a visitor nothing: root-config loads its script only when the
// staff sign-in's hint cookie names this campus (or the network, *), and never otherwise.
import { STAFF_LINK_SCRIPT, loadStaffLink } from '../src/staffLink';

const loaded = () => [...document.head.querySelectorAll<HTMLScriptElement>('script')].map((s) => s.getAttribute('src'));

beforeEach(() => {
  document.head.innerHTML = '';
  for (const name of ['staff_hint', 'wx']) document.cookie = `${name}=; Max-Age=0; path=/`;
});

describe("the staff's link script", () => {
  it('is not loaded for a visitor, whatever other cookies the page has', () => {
    document.cookie = 'wx=abc; path=/';
    expect(loadStaffLink(document, 'BISZ')).toBe(false);
    expect(loaded()).toEqual([]);
  });

  it("is not loaded for another campus's editor, nor for an empty hint", () => {
    document.cookie = 'staff_hint=BIGZ; path=/';
    expect(loadStaffLink(document, 'BISZ')).toBe(false);
    document.cookie = 'staff_hint=; path=/';
    expect(loadStaffLink(document, 'BISZ')).toBe(false);
    document.cookie = 'not_staff_hint=BISZ; path=/';
    expect(loadStaffLink(document, 'BISZ')).toBe(false);
    expect(loaded()).toEqual([]);
  });

  it("is loaded, once the page starts, for the campus's editor and for a network administrator", () => {
    document.cookie = 'wx=abc; path=/';
    document.cookie = 'staff_hint=BISZ; path=/';
    expect(loadStaffLink(document, 'BISZ')).toBe(true);
    expect(loaded()).toEqual([STAFF_LINK_SCRIPT]);
    document.head.innerHTML = '';
    document.cookie = 'staff_hint=*; path=/';
    expect(loadStaffLink(document, 'BBCD')).toBe(true);
    expect(loaded()).toEqual(['/admin/edit-link.js']);
  });
});
