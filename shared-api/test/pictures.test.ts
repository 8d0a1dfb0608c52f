import { mediaVariant, mediaWidths, pictureFile, pictureFocus, pictureSources, withFocus } from '../src/api/pictures';

describe('library photographs', () => {
  it('are stored at the standard widths below their own, and at their own', () => {
    expect(mediaWidths(2400)).toEqual([480, 960, 1600, 2400]);
    expect(mediaWidths(1000)).toEqual([480, 960, 1000]);
    expect(mediaWidths(300)).toEqual([300]);
  });

  it('give their sources from their address alone, local or in a bucket', () => {
    const src = 'https://cdn.school.example.cn/media/media/bigz/89abcdef01234567-960x1280.jpg';
    expect(pictureSources(src)).toEqual({
      width: 960, height: 1280,
      avif: `${src.slice(0, -4)}-480.avif 480w, ${src.slice(0, -4)}-960.avif 960w`,
      webp: `${src.slice(0, -4)}-480.webp 480w, ${src.slice(0, -4)}-960.webp 960w`,
    });
    expect(mediaVariant('/storage/media/bisz/0123456789abcdef-640x480.jpg', 640, 'webp')).toBe('/storage/media/bisz/0123456789abcdef-640x480-640.webp');
  });

  it('are told apart from every other picture', () => {
    for (const other of ['/storage/bisz/scene-bus.0123456789.svg', '/storage/media/bisz/0123456789abcdef-640x480-480.webp', '/storage/media/BISZ/0123456789abcdef-640x480.jpg', '/storage/media/bisz/0123456789abcde-640x480.jpg', '/storage/media/bisz/0123456789abcdef-0x480.jpg']) {
      expect([other, pictureSources(other)]).toEqual([other, undefined]);
    }
  });

  it('carry their focal point in the fragment, which changes neither the file nor its sources', () => {
    const src = '/storage/media/bisz/0123456789abcdef-2400x1600.jpg';
    const focused = withFocus(src, { x: 30, y: 20 });
    expect(focused).toBe(`${src}#focus=30,20`);
    expect(pictureFocus(focused)).toEqual({ x: 30, y: 20 });
    expect(pictureFile(focused)).toBe(src);
    expect(pictureSources(focused)).toEqual(pictureSources(src));
    // The centre is every picture's default: no fragment for it, and moving a point replaces the old one.
    expect(withFocus(focused, { x: 50, y: 50 })).toBe(src);
    expect(withFocus(focused, { x: 70, y: 40 })).toBe(`${src}#focus=70,40`);
    expect(pictureFocus(src)).toEqual({ x: 50, y: 50 });
    for (const odd of [`${src}#focus=101,20`, `${src}#focus=-1,20`, `${src}#focus=a,b`, `${src}#focus=1000,1`]) expect([odd, pictureFocus(odd)]).toEqual([odd, { x: 50, y: 50 }]);
  });
});
