/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { getApi, type Block } from '@schools/shared-api';
import { item, renderStudentLife, text } from '../../test-support/render';

const picture = (src: string): Block => ({ type: 'image', src, alt: 'The reading room', width: 800, height: 450 });
const copy = (key: string, blocks: Block[]) => item({ menuId: '0301', key, blocks });
const LIBRARY = [
  copy('library.title_1', [text('About the Library')]),
  copy('library.content_1', [picture('/storage/bisc/library-reading-room.svg'), text('About 30,000 books.')]),
  copy('library.content_2', [text('A picture-book corner.')]),
  copy('library.title_2', [text('Opening Hours')]),
  copy('library.content_3', [{ type: 'table', head: ['Days', 'Hours'], rows: [['Monday to Friday', '07:40-17:00']] }]),
  copy('library.content_4', []),
  copy('library_pages.databases', [picture('/storage/bisc/library-databases.svg'), text('Databases for research.')]),
];
const RESOURCES = [
  item({ id: 5, menuId: '0301', key: 'library-britannica', path: '/subscribed-databases', title: 'Britannica School', summary: 'An encyclopedia.', link: 'https://school.eb.com', urls: ['/storage/bisc/library-britannica.svg'] }),
  item({ id: 6, menuId: '0301', key: 'library-sora', path: '/digital-resources', title: 'Sora', summary: 'E-books.', link: 'https://soraapp.com', urls: [] }),
];

describe('Library', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows each section under its heading, the first picture as the banner, then its three pages', async () => {
    jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue(LIBRARY);
    const { container } = renderStudentLife('#/stuLife/library?lang=en', { campus: 'BISC' });
    expect(await screen.findByRole('heading', { level: 2, name: 'About the Library' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Opening Hours' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '07:40-17:00' })).toBeTruthy();
    expect(container.querySelector('.ui-banner__image img')?.getAttribute('src')).toBe('/storage/bisc/library-reading-room.svg');
    const pages = container.querySelector('.stulife-library-pages') as HTMLElement;
    expect(within(pages).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '#/catalog?lang=en', '#/subscribed-databases?lang=en', '#/digital-resources?lang=en',
    ]);
    expect(pages.querySelector('img')?.getAttribute('src')).toBe('/storage/bisc/library-databases.svg');
  });

  it("lists the databases under their introduction, each opening the resource's own site", async () => {
    jest.spyOn(getApi(), 'contentByMenu').mockResolvedValue(LIBRARY);
    jest.spyOn(getApi(), 'contentList').mockResolvedValue({ list: RESOURCES, page: 1, size: 50, total: 2 });
    renderStudentLife('#/subscribed-databases?lang=en', { campus: 'BISC' });
    expect(await screen.findByText('Databases for research.')).toBeTruthy();
    const link = await screen.findByRole('link', { name: /Britannica School/ });
    expect(link.getAttribute('href')).toBe('https://school.eb.com');
    expect(link.getAttribute('target')).toBe('_blank');
    await waitFor(() => expect(screen.queryByRole('link', { name: /Sora/ })).toBeNull());
  });
});
