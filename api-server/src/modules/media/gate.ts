// At most n tasks at once; the others wait, in order. Encoding a photograph keeps a core busy for a
// second or two (sharp works on libuv's threads, HEIC in a worker), so a burst of uploads queues here
// instead of taking every core from the server's other answers.
export class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    // A finishing task hands its place to the next waiting one, so none can slip in between.
    if (this.running < this.limit) this.running += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
