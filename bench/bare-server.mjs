// The yardstick: a bare Node http server answering fixed JSON bodies. The bench hands it the bytes
// of real API answers, one per path, so both sides send the same amount for each call. Bodies are
// Buffers, encoded once, as the API's cache keeps them.
import http from 'node:http';

process.once('message', (bodies) => {
  const answers = new Map(Object.entries(bodies).map(([path, body]) => [path, Buffer.from(body)]));
  http
    .createServer((req, res) => {
      const body = answers.get(req.url);
      if (!body) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
    })
    .listen(Number(process.env.PORT), '127.0.0.1', () => process.send('ready'));
});
