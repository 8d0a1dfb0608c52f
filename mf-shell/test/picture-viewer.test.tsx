/** @jest-environment jsdom */
// The frame's picture viewer: nothing loaded until a visitor opens a picture, then the dialog
// (@schools/ui-viewer, through the page's SystemJS) over the page.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus } from '@schools/shared-api';
import { PictureViewer } from '../src/frame/PictureViewer';

const ALT = 'Pupils reading in the library';

function Gallery() {
  return (
    <>
      <button type="button" onClick={() => bus.messages.next({ type: 'open-picture', src: '/storage/library.svg', alt: ALT })}>
        Library picture
      </button>
      <a href="#/elsewhere">elsewhere</a>
      <PictureViewer />
    </>
  );
}

/** What the page asked SystemJS for; `failing` makes its next import fail. */
let imported: string[] = [];
let failing = false;

async function openFromGallery() {
  const opener = screen.getByRole('button', { name: 'Library picture' });
  opener.focus();
  fireEvent.click(opener);
  await screen.findByRole('dialog');
  return opener;
}

beforeEach(() => {
  act(() => bus.language.next('en'));
  imported = [];
  failing = false;
  // Each test's page has its own SystemJS, giving the real @schools/ui-viewer as the import map would.
  Object.assign(window, {
    System: {
      import: async (name: string) => {
        imported.push(name);
        if (failing) throw new Error('offline');
        return import('@schools/ui-viewer');
      },
      resolve: (name: string) => name,
      delete: () => true,
    },
  });
});

describe('PictureViewer', () => {
  it('opens from the bus as a modal dialog named by the alt text, focused on its close button, page scroll locked', async () => {
    render(<Gallery />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(imported).toEqual([]); // nothing loaded before a picture is opened
    await openFromGallery();
    expect(imported).toEqual(['@schools/ui-viewer']);
    const dialog = screen.getByRole('dialog', { name: ALT });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const img = dialog.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/storage/library.svg');
    expect(img.alt).toBe(ALT);
    expect(dialog.querySelector('figcaption')!.textContent).toBe(ALT);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('closes on Escape, unlocks the page and gives focus back to the gallery', async () => {
    render(<Gallery />);
    const opener = await openFromGallery();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes by a click anywhere, the picture itself included', async () => {
    render(<Gallery />);
    const opener = await openFromGallery();
    fireEvent.click(screen.getByRole('dialog').querySelector('img')!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its close button', async () => {
    render(<Gallery />);
    const opener = await openFromGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    render(<Gallery />);
    await openFromGallery();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(fireEvent.keyDown(close, { key: 'Tab' })).toBe(false);
    expect(fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(close);
  });

  it('labels its close button in Chinese on a Chinese page and ignores other messages', async () => {
    act(() => bus.language.next('zh'));
    render(<Gallery />);
    act(() => bus.messages.next({ type: 'scroll-to', id: 'top' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await openFromGallery();
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
  });

  it('opens nothing when the viewer cannot load, and asks again at the next click', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    failing = true;
    render(<Gallery />);
    const opener = screen.getByRole('button', { name: 'Library picture' });
    fireEvent.click(opener);
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    failing = false;
    await openFromGallery();
    expect(imported).toEqual(['@schools/ui-viewer', '@schools/ui-viewer']);
  });
});
