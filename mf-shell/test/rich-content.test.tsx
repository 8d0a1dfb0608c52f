/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { bus, type Block, type SectionMessage } from '@schools/shared-api';
import { RichContent } from '@schools/ui';

function inLang(lang: 'en' | 'zh') {
  act(() => bus.language.next(lang));
}

beforeEach(() => inLang('en'));

const text = (t: string) => ({ type: 'text' as const, text: t });

describe('RichContent', () => {
  it('renders headings, paragraphs with strong and em, and lists', () => {
    const { container } = render(
      <RichContent
        blocks={[
          { type: 'heading', level: 2, text: 'Admissions' },
          { type: 'heading', level: 3, text: 'Steps' },
          { type: 'paragraph', content: [text('Fee: '), { type: 'text', text: '2,000 yuan', strong: true }, text(', '), { type: 'text', text: 'once', em: true }] },
          { type: 'list', ordered: true, items: [[text('Apply')], [text('Visit')]] },
          { type: 'list', ordered: false, items: [[text('Bus')]] },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Admissions' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Steps' })).toBeTruthy();
    expect(container.querySelector('p strong')!.textContent).toBe('2,000 yuan');
    expect(container.querySelector('p em')!.textContent).toBe('once');
    expect(container.querySelector('p')!.textContent).toBe('Fee: 2,000 yuan, once');
    expect([...container.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual(['Apply', 'Visit']);
    expect([...container.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['Bus']);
  });

  it('routes in-site links with the language, opens https in a new tab and says so, keeps mailto and tel', () => {
    inLang('zh');
    render(
      <RichContent
        blocks={[{
          type: 'paragraph',
          content: [
            { type: 'link', text: '申请', href: '/admissions/apply?isApply=true' },
            { type: 'link', text: '合作伙伴', href: 'https://example.org/partner' },
            { type: 'link', text: '写信', href: 'mailto:office@school.cn' },
            { type: 'link', text: '致电', href: 'tel:+8675526880101' },
          ],
        }]}
      />,
    );
    const site = screen.getByRole('link', { name: '申请' });
    expect(site.getAttribute('href')).toBe('#/admissions/apply?isApply=true&lang=cn');
    expect(site.getAttribute('target')).toBeNull();
    const external = screen.getByRole('link', { name: /^合作伙伴\s?（在新标签页打开）$/ });
    expect(external.getAttribute('href')).toBe('https://example.org/partner');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external.querySelector('.ui-visually-hidden')!.textContent).toBe('（在新标签页打开）');
    expect(screen.getByRole('link', { name: '写信' }).getAttribute('href')).toBe('mailto:office@school.cn');
    expect(screen.getByRole('link', { name: '致电' }).getAttribute('href')).toBe('tel:+8675526880101');
    expect(screen.getByRole('link', { name: '致电' }).getAttribute('target')).toBeNull();
  });

  it('says "(opens in a new tab)" on English pages', () => {
    render(<RichContent blocks={[{ type: 'cta', links: [{ label: 'Careers', href: 'https://careers.example.org' }] }]} />);
    expect(screen.getByRole('link', { name: /^Careers\s+\(opens in a new tab\)$/ }).getAttribute('target')).toBe('_blank');
  });

  it('shows user text with markup as text, never as markup', () => {
    const { container } = render(
      <RichContent
        blocks={[
          { type: 'heading', level: 2, text: '<b>bold</b>' },
          { type: 'paragraph', content: [text('<script>alert(1)</script> and <b>hi</b>'), { type: 'link', text: '<img src=x onerror=alert(1)>', href: '/home' }] },
          { type: 'table', head: ['<b>Grade</b>'], rows: [['<script>x</script>']] },
          { type: 'quote', text: '<i>said</i>', cite: '<b>me</b>' },
        ]}
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('i')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('p')!.textContent).toBe('<script>alert(1)</script> and <b>hi</b><img src=x onerror=alert(1)>');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('<b>bold</b>');
    expect(container.querySelector('td')!.textContent).toBe('<script>x</script>');
  });

  it('renders a link it may not follow as plain text', () => {
    const { container } = render(
      <RichContent
        blocks={[
          { type: 'paragraph', content: [text('Click '), { type: 'link', text: 'here', href: 'javascript:alert(1)' }, { type: 'link', text: ' or there', href: 'http://insecure.example' }] },
          { type: 'cta', links: [{ label: 'Go', href: 'JavaScript:alert(1)', primary: true }, { label: 'Far', href: '//evil.example' }] },
        ]}
      />,
    );
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.querySelector('p')!.textContent).toBe('Click here or there');
    expect(container.textContent).toContain('Go');
    expect(container.innerHTML).not.toMatch(/javascript|evil|insecure/i);
  });

  it('renders tables with a caption, column headers and a data-label on every cell', () => {
    const { container } = render(
      <RichContent blocks={[{ type: 'table', caption: 'Tuition 2025-26', head: ['Grade', 'Annual fee'], rows: [['K', '228,000'], ['Grades 1-5', '262,000']] }]} />,
    );
    const table = screen.getByRole('table', { name: 'Tuition 2025-26' });
    expect(within(table).getAllByRole('columnheader').map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([['Grade', 'col'], ['Annual fee', 'col']]);
    expect([...container.querySelectorAll('td')].map((td) => [td.dataset.label, td.textContent])).toEqual([
      ['Grade', 'K'], ['Annual fee', '228,000'], ['Grade', 'Grades 1-5'], ['Annual fee', '262,000'],
    ]);
  });

  it('keeps a narrow table a table on phones and stacks the rows of one that would not fit', () => {
    const frames = (blocks: Block[]) =>
      [...render(<RichContent blocks={blocks} />).container.querySelectorAll('.ui-rich__table-frame')].map((f) => f.classList.contains('ui-rich__table-frame--stack'));
    const table = (head: string[], rows: string[][]): Block => ({ type: 'table', head, rows });
    expect(frames([
      // A fee table and office hours: two short columns.
      table(['Grade', 'Annual tuition'], [['Pre-Kindergarten (age 3)', '226,000 yuan'], ['Grades 1-5', '286,000 yuan']]),
      table(['Days', 'Hours'], [['Saturday, November to May', '09:00-12:00, by appointment']]),
      // Three columns, still short enough.
      table(['Readers', 'Books at a time', 'Loan period'], [['Middle and Upper School', '1 picture book, borrowed with the class', 'one week']]),
      // Four columns, however short.
      table(['Day', 'Main', 'Vegetarian', 'Soup'], [['Mon', 'Rice', 'Tofu', 'Egg']]),
      // Three columns of which one is a long list.
      table(['Region', 'Offers', 'Universities'], [['United Kingdom', '51', "King's College London, University of Bristol, University College London"]]),
      // Chinese is about twice as wide a character: 12 + 3 + 33 characters is too much for three columns.
      table(['国家/地区', '录取数', '代表院校'], [['中国内地（中外合作大学）', '10', '上海纽约大学、西交利物浦大学、昆山杜克大学、香港中文大学（深圳）']]),
    ])).toEqual([false, false, false, true, true, true]);
  });

  it('renders an image as a figure through the image preloader, with its caption', () => {
    const { container } = render(
      <RichContent blocks={[{ type: 'image', src: '/storage/bigz/campus-library.svg', alt: 'The library', width: 800, height: 450, caption: 'Our library' }]} />,
    );
    const figure = container.querySelector('figure')!;
    const img = within(figure).getByRole('img', { name: 'The library' });
    expect(img.getAttribute('width')).toBe('800');
    expect(img.getAttribute('height')).toBe('450');
    expect(img.closest('.ui-img')).not.toBeNull();
    expect(figure.querySelector('figcaption')!.textContent).toBe('Our library');
  });

  it('publishes open-picture with the image when a gallery thumbnail is clicked', () => {
    const images = [
      { src: '/storage/bigz/campus-classrooms.svg', alt: 'Classrooms', width: 800, height: 450 },
      { src: '/storage/bigz/campus-library.svg', alt: 'The library', width: 800, height: 450 },
    ];
    const published: SectionMessage[] = [];
    const subscription = bus.messages.subscribe((m) => published.push(m));
    render(<RichContent blocks={[{ type: 'gallery', images }]} />);
    const buttons = within(screen.getByRole('list', { name: 'Pictures' })).getAllByRole('button');
    expect(buttons).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'The library' }));
    subscription.unsubscribe();
    expect(published).toEqual([{ type: 'open-picture', src: '/storage/bigz/campus-library.svg', alt: 'The library' }]);
  });

  it('renders a quote with its source, facts as a description list, and calls to action', () => {
    const { container } = render(
      <RichContent
        blocks={[
          { type: 'quote', text: 'Every child is known.', cite: 'Head of School' },
          { type: 'facts', items: [{ label: 'books in the library', value: '30,000' }, { label: 'boarding beds', value: '312' }] },
          { type: 'cta', links: [{ label: 'Apply now', href: '/admissions/apply', primary: true }, { label: 'Visit us', href: '/admissions/recruit' }] },
        ] satisfies Block[]}
      />,
    );
    expect(container.querySelector('blockquote')!.textContent).toBe('Every child is known.');
    expect(container.querySelector('cite')!.textContent).toBe('Head of School');
    expect([...container.querySelectorAll('dl dt')].map((dt) => dt.textContent)).toEqual(['books in the library', 'boarding beds']);
    expect([...container.querySelectorAll('dl dd')].map((dd) => dd.textContent)).toEqual(['30,000', '312']);
    const apply = screen.getByRole('link', { name: 'Apply now' });
    expect(apply.className).toContain('ui-rich__button--primary');
    expect(apply.getAttribute('href')).toBe('#/admissions/apply?lang=en');
    expect(screen.getByRole('link', { name: 'Visit us' }).className).toContain('ui-rich__button--secondary');
  });
});
