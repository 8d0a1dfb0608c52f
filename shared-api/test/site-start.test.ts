/** @jest-environment jsdom */
// The page starts with the campuses as the school's settings have them (the server writes them into
// the page): its campus found by a host only the settings name, its filings and accounts the settings'.
import { CAMPUS_SETTINGS_ELEMENT, bus, getCampus, siteCampuses, startSite, type CampusSettings } from '@schools/shared-api';

function pageWith(settings: Record<string, CampusSettings>, url: string): Window {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = CAMPUS_SETTINGS_ELEMENT;
  element.textContent = JSON.stringify(settings);
  document.head.replaceChildren(element);
  const location = new URL(url);
  return { document, localStorage: window.localStorage, location: { pathname: location.pathname, hostname: location.hostname, search: location.search, hash: location.hash } } as unknown as Window;
}

it("resolves the campus by a host the settings name and shows the settings' filings and accounts", () => {
  const { links } = getCampus('BIWH');
  const biwh: CampusSettings = {
    address: 'https://www.wuhan-school.example', hosts: ['www.wuhan-school.example'], applicationPortal: 'https://apply.wuhan-school.example/',
    wechatAccount: links.wechat.account, wechatQrTarget: links.wechat.qrTarget, weibo: links.weibo, video: links.video, linkedin: links.linkedin,
    icp: '鄂ICP备2026000001号-1', publicSecurity: '鄂公网安备42010602009999号',
  };
  const { campus } = startSite(pageWith({ BIWH: biwh }, 'https://www.wuhan-school.example/#/home'));
  expect(campus.sname).toBe('BIWH');
  expect(bus.campus.value).toBe(campus);
  expect([campus.address, campus.filing.icp, campus.links.applicationPortal]).toEqual([biwh.address, biwh.icp, biwh.applicationPortal]);
  // A sister campus's link goes to its published address, as the settings have it.
  expect(siteCampuses().find((c) => c.sname === 'BIWH')!.address).toBe('https://www.wuhan-school.example');
  // The catalog's host no longer serves BIWH: the settings replaced it.
  expect(startSite(pageWith({ BIWH: biwh }, 'https://biwh.localhost/')).campus.sname).toBe('BISZ');
});
