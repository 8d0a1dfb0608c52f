// HEIC (HEVC-coded HEIF, what iPhones take) decoded to RGBA pixels with heic-decode, libheif compiled
// to WebAssembly: sharp's prebuilt libvips reads AVIF but carries no HEVC decoder. The decoding is
// synchronous WebAssembly, so it runs in a worker thread of its own: the server's event loop keeps
// answering while a 12-megapixel photograph decodes. libheif applies the picture's rotation and
// mirroring (irot/imir) itself; nothing but pixels comes back, so no metadata survives.
import { Worker } from 'node:worker_threads';

export interface DecodedPixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel */
  data: Buffer;
}

// Plain JavaScript evaluated by the worker: it needs no build step of its own, and loads heic-decode
// from where the server resolved it.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.module);
decode({ buffer: workerData.bytes }).then(
  (image) => parentPort.postMessage({ width: image.width, height: image.height, data: image.data }, [image.data.buffer]),
  (error) => parentPort.postMessage({ error: String((error && error.message) || error) }),
);
`;

/** Decodes a HEIC file's primary picture; rejects with libheif's reason when it cannot. */
export function decodeHeic(bytes: Buffer): Promise<DecodedPixels> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { module: require.resolve('heic-decode'), bytes: new Uint8Array(bytes) },
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
      void worker.terminate();
    };
    worker.once('message', (answer: { width: number; height: number; data: Uint8ClampedArray } | { error: string }) => settle(() => {
      if ('error' in answer) reject(new Error(answer.error));
      else resolve({ width: answer.width, height: answer.height, data: Buffer.from(answer.data.buffer, answer.data.byteOffset, answer.data.byteLength) });
    }));
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) => settle(() => reject(new Error(`the HEIC decoder stopped (exit code ${code})`))));
  });
}
