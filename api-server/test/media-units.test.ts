// The media library's small parts: what the first bytes say a file is, and the gate that keeps
// photographs from all encoding at once.
import { Gate } from '../src/modules/media/gate';
import { otherFormat, sniffPhoto } from '../src/modules/media/sniff';
import { processPhoto } from '../src/modules/media/processPhoto';
import { HEIC_SAMPLE, picture } from './support/photos';

/** An ISO base media file's first box: ftyp with a major brand and compatible ones. */
const ftyp = (major: string, ...compatible: string[]) => {
  const body = Buffer.from(`ftyp${major}\0\0\0\0${compatible.join('')}`, 'latin1');
  const size = Buffer.alloc(4);
  size.writeUInt32BE(body.length + 4, 0);
  return Buffer.concat([size, body, Buffer.alloc(32)]);
};

describe('sniffPhoto', () => {
  it('knows JPEG, PNG, WebP and HEIC by their bytes', async () => {
    expect(sniffPhoto(await picture(8, 8).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffPhoto(await picture(8, 8).png().toBuffer())).toBe('png');
    expect(sniffPhoto(await picture(8, 8).webp().toBuffer())).toBe('webp');
    expect(sniffPhoto(HEIC_SAMPLE)).toBe('heic');
    expect(sniffPhoto(ftyp('mif1', 'mif1', 'heic'))).toBe('heic');
    expect(sniffPhoto(ftyp('heix', 'mif1'))).toBe('heic');
  });

  it('refuses AVIF, GIF, SVG, text and a HEIF that holds no HEVC picture, naming what it can', async () => {
    const avif = await picture(8, 8).avif().toBuffer();
    const gif = await picture(8, 8).gif().toBuffer();
    for (const bytes of [avif, gif, ftyp('mif1', 'mif1', 'avif'), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), Buffer.from('GIF'), Buffer.alloc(0)]) {
      expect(sniffPhoto(bytes)).toBeUndefined();
    }
    expect([otherFormat(avif), otherFormat(gif), otherFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), otherFormat(Buffer.from('%PDF-1.7'))])
      .toEqual(['AVIF', 'GIF', 'SVG', 'PDF']);
    expect(otherFormat(Buffer.from('hello'))).toBeUndefined();
  });

  it('says which kind of file it refused, with the right article', async () => {
    const said = async (bytes: Buffer) => processPhoto('BIGZ', bytes).then(() => 'accepted', (error: Error) => error.message.split(':')[0]);
    expect([await said(Buffer.from('%PDF-1.7 ...')), await said(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))])
      .toEqual(['This file is a PDF file', 'This file is an SVG file']);
  });
});

describe('Gate', () => {
  it('runs at most its limit at once, the others in the order they came, even when one fails', async () => {
    const gate = new Gate(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number) => gate.run(async () => {
      started.push(n);
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (n === 1) throw new Error('refused');
      return n;
    });
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map(task));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
  });
});
